/** An in-app link: a real <a href> (new tabs work) that navigates without a page load. */
import type { AnchorHTMLAttributes } from 'react';
import { followLink } from '../lib/router.ts';

export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} onClick={followLink} />;
}
