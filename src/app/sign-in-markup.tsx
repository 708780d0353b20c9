/**
 * The sign-in page as HTML, for the build to put into index.html (scripts/vite-plugins/prerender-sign-in.ts):
 * the very screen the app renders at /sign-in for a visitor with no session, so the client can
 * hydrate it (src/main.tsx) and no second, later paint of the page counts as its LCP.
 */
import { renderToString } from 'react-dom/server';
import { Screen } from './screen.tsx';

export function signInMarkup(): string {
  return renderToString(<Screen route={{ name: 'sign-in' }} waiting={false} />);
}
