/**
 * A route table: method + path pattern (`/factors/:id/verify`) to a handler.
 * Each emulated service declares its routes in one table so its surface reads at a glance.
 */
export type Params = Record<string, string>;

interface Route<H> {
  method: string;
  parts: string[];
  handler: H;
}

export interface Match<H> {
  handler: H;
  params: Params;
}

export class Router<H> {
  private readonly routes: Route<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method: method.toUpperCase(), parts: split(pattern), handler });
    return this;
  }

  /** The handler for this method and path; `undefined` if none, `'method-not-allowed'` if only the method is wrong. */
  match(method: string, pathname: string): Match<H> | 'method-not-allowed' | undefined {
    const segments = split(pathname);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchParts(route.parts, segments);
      if (!params) continue;
      if (route.method === method.toUpperCase()) return { handler: route.handler, params };
      pathMatched = true;
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }
}

function split(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

function matchParts(pattern: string[], segments: string[]): Params | undefined {
  const last = pattern[pattern.length - 1];
  const rest = last === '*';
  if (rest ? segments.length < pattern.length - 1 : segments.length !== pattern.length)
    return undefined;
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    if (part === '*') {
      params['*'] = segments.slice(i).map(safeDecode).join('/');
      return params;
    }
    const segment = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
