/** The local mailbox the embedded auth server sends its mail to, and the links in that mail. */
import { expect } from 'vitest';
import type { Backend } from './supabase-backend.ts';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: { label: string; url: string }[];
}

/** The mail the backend's mailbox holds for an address. */
export async function mailFor(backend: Backend, email: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${backend.url}/mailbox/api/messages?to=${encodeURIComponent(email)}`,
    { headers: { 'x-mailbox-key': backend.mailboxKey } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The parameters of a redirect's fragment, where GoTrue puts a session or an error. */
export function fragmentOf(location: string | null): URLSearchParams {
  expect(location).toBeTruthy();
  return new URLSearchParams(new URL(location as string).hash.slice(1));
}
