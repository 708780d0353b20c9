/**
 * The local mailbox, standing in for the CLI's mail catcher: `GET /mailbox` is a plain page
 * listing every email Auth sent (newest first, links clickable), `GET /mailbox/api/messages
 * [?to=address]` the same as JSON for tests and tools. No scripts or outside assets. Who may
 * read it is decided by the auth service (the local key in its header, or a user's own token);
 * a browser gets the page through mailbox-shell.ts, which sends the key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db/database.ts';
import { requestUrl, sendJson } from '../../../shared/http.ts';
import { listMessages, type MailMessage } from './mail-store.ts';

const PAGE_LIMIT = 200;
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The mailbox's own path: '' for the page, '/api/messages' for the JSON; with or without its prefix. */
export const mailboxPath = (subPath: string): string =>
  subPath.replace(/^\/mailbox/, '').replace(/\/+$/, '');

export async function serveMailbox(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  subPath: string,
  /** Only this address's mail (a user reading with their own token); undefined: everyone's. */
  only?: string,
): Promise<void> {
  const path = mailboxPath(subPath);
  const url = requestUrl(req);
  const to = only ?? (url.searchParams.get('to')?.replaceAll('\u0000', '') || undefined);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { message: 'method not allowed' }, { allow: 'GET, HEAD' });
    return;
  }
  if (path === '/api/messages') {
    const messages = await db.transaction((tx) => listMessages(tx, to, PAGE_LIMIT));
    sendJson(res, 200, { messages });
    return;
  }
  if (path !== '') {
    sendJson(res, 404, { message: 'not found' });
    return;
  }
  const messages = await db.transaction((tx) => listMessages(tx, to, PAGE_LIMIT));
  const html = renderPage(messages, to);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function renderMessage(message: MailMessage): string {
  const when = new Date(message.created_at);
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
    .join('');
  return `<article aria-labelledby="m-${message.id}">
  <h2 id="m-${message.id}">${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.created_at}">${escapeHtml(when.toUTCString())}</time></p>
  <pre>${escapeHtml(message.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

function renderPage(messages: MailMessage[], to: string | undefined): string {
  const heading = to ? `Mail for ${escapeHtml(to)}` : 'All mail';
  const body =
    messages.length === 0
      ? '<p>No email yet. Sign-up confirmations and password resets appear here.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parley local mailbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1a1a; background: #fff; }
  article { border: 1px solid #bbb; border-radius: 6px; padding: 0 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; }
  .meta { color: #444; margin-top: 0; }
  pre { white-space: pre-wrap; word-break: break-all; font: inherit; }
  a { color: #0645ad; }
  a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
</style>
</head>
<body>
<header><h1>Parley local mailbox</h1>
<p>Emails the local Supabase Auth would have sent. ${heading}, newest first.${to ? ' <a href="?">Show all</a>' : ''}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}
