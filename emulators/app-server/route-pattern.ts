/**
 * vercel.json `source` patterns to RegExps. Vercel reads them with path-to-regexp (strict,
 * case-sensitive); this covers the part of that syntax Parley's vercel.json uses: literal
 * text, `(regex)` groups and `:name` / `:name*` parameters. Anything else is refused at
 * start-up so a new construct in vercel.json cannot be silently misread.
 */
export class RoutePatternError extends Error {}

/** The index just past the `)` closing the group that opens at `start`. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  throw new RoutePatternError(`unbalanced "(" in route source "${source}"`);
}

export function compileRouteSource(source: string): RegExp {
  if (!source.startsWith('/'))
    throw new RoutePatternError(`route source must start with "/": "${source}"`);
  let regex = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === '(') {
      const end = groupEnd(source, i);
      regex += source.slice(i, end);
      i = end;
    } else if (char === ':') {
      const name = /^:([A-Za-z_]\w*)(\*)?/.exec(source.slice(i));
      if (!name) throw new RoutePatternError(`bad parameter in route source "${source}"`);
      regex += name[2] ? '((?:[^/]+)(?:/[^/]+)*)?' : '([^/]+)';
      i += name[0].length;
    } else if ('{}?+*'.includes(char)) {
      throw new RoutePatternError(`unsupported "${char}" in route source "${source}"`);
    } else {
      regex += char.replace(/[.\\^$|[\]]/g, '\\$&');
      i++;
    }
  }
  try {
    return new RegExp(`^${regex}$`);
  } catch (error) {
    throw new RoutePatternError(
      `route source "${source}" is not a valid pattern: ${String(error)}`,
    );
  }
}
