/** HTTP the SDKs never send themselves, crafted by hand as a browser would send it. */

/** What a server allowed in its answer to a CORS preflight (its access-control-allow-* headers). */
export interface Preflight {
  status: number;
  origin: string | null;
  methods: string | null;
  headers: string | null;
}

/** A browser's CORS preflight for a cross-origin request with these headers, and the answer. */
export async function corsPreflight(
  url: string,
  request: { origin: string; method: string; headers: string },
): Promise<Preflight> {
  const response = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin: request.origin,
      'access-control-request-method': request.method,
      'access-control-request-headers': request.headers,
    },
  });
  return {
    status: response.status,
    origin: response.headers.get('access-control-allow-origin'),
    methods: response.headers.get('access-control-allow-methods'),
    headers: response.headers.get('access-control-allow-headers'),
  };
}
