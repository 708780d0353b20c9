/**
 * The embedded stack's app server: what Vercel does for a Parley deployment, on one local port.
 *
 * Fidelity record
 * - Covered: the production build served with vercel.json's headers (CSP, HSTS, caching) and
 *   rewrites (SPA fallback that leaves /api, /sw.js, the manifest, icons and robots.txt alone),
 *   static files before rewrites, content types, ETag/304, brotli and gzip; `/api/<name>`
 *   served by `api/<name>.ts` with @vercel/node's request/response helpers (query, cookies,
 *   body by content type, status/json/send/redirect), x-forwarded-* set by the host, the
 *   functions' own environment, the 4.5 MB body limit, maxDuration from vercel.json, and a
 *   thrown handler answering a 500. With `dev: true` (`npm run dev`) the app comes from source
 *   through Vite with hot reload on the same port, under the same headers and /api routing.
 * - Left out on purpose: Vercel's edge cache, redirects/`has` conditions/cleanUrls (vercel.json
 *   using them stops start-up), dynamic `[param]` routes and nested api folders, edge functions.
 * - Known differences: the runtime config is injected into index.html as a meta tag (on Vercel
 *   the build's own environment supplies it); the CSP's hosted Supabase and Stream hosts are
 *   swapped for the local servers (see csp.ts); handlers get the body already read, not the
 *   raw request stream; errors Vercel renders as HTML pages are JSON here.
 */
import { runService } from '../shared/service-process.ts';
import { startAppServer } from './server.ts';

await runService('app', startAppServer);
