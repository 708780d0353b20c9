/**
 * The mailbox as a person opens it: the link `npm start` prints carries the local key after `#`,
 * which a browser never sends, so the key stays out of request lines, server logs and (taken off
 * the address at once) the history. The page a browser navigates to holds no mail: its script
 * keeps the key for this tab, sends it in the `x-mailbox-key` header for the same address, and
 * shows the mailbox page that answers (mailbox.ts renders it, escaped, with no scripts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SHELL_SCRIPT_PATH = '/shell.js';

const CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parley local mailbox</title>
<script src="/mailbox${SHELL_SCRIPT_PATH}" defer></script>
</head>
<body>
<h1>Parley local mailbox</h1>
<p id="status" role="status">Opening the mailbox…</p>
</body>
</html>
`;

const SCRIPT = `'use strict';
const STORED = 'parley-mailbox-key';
const status = document.getElementById('status');
const fromLink = new URLSearchParams(location.hash.slice(1)).get('key');
if (fromLink) {
  sessionStorage.setItem(STORED, fromLink);
  history.replaceState(null, '', location.pathname + location.search);
}
const key = sessionStorage.getItem(STORED);
if (!key) {
  status.textContent = 'Open the mailbox with the link npm start prints: it carries the local key.';
} else {
  fetch(location.pathname + location.search, { headers: { 'x-mailbox-key': key } }).then(
    async (response) => {
      if (!response.ok) {
        sessionStorage.removeItem(STORED);
        status.textContent =
          'The mailbox did not take this key: open the link the running npm start printed.';
        return;
      }
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      document.documentElement.replaceWith(document.adoptNode(page.documentElement));
    },
    () => {
      status.textContent = 'The mailbox could not be reached: is npm start still running?';
    },
  );
}
`;

const HEADERS = {
  'content-security-policy': CSP,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The page that opens the mailbox (no mail in it), or its script. */
export function serveMailboxShell(req: IncomingMessage, res: ServerResponse, script: boolean) {
  const body = script ? SCRIPT : SHELL;
  res.writeHead(200, {
    ...HEADERS,
    'content-type': script ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
