/** The local mailbox: every email Auth "sends" is a row here, newest first when read. */
import type { Tx } from '../../db/database.ts';

export interface MailLink {
  label: string;
  url: string;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: MailLink[];
  created_at: string;
}

interface MessageRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  links: MailLink[];
  created_at: Date;
}

export async function storeMessage(
  tx: Tx,
  message: { to: string; subject: string; text: string; links: MailLink[] },
): Promise<void> {
  await tx.query(
    `insert into mailbox.messages (to_address, subject, body_text, links) values ($1, $2, $3, $4::jsonb)`,
    [message.to, message.subject, message.text, JSON.stringify(message.links)],
  );
}

export async function listMessages(
  tx: Tx,
  to: string | undefined,
  limit: number,
): Promise<MailMessage[]> {
  const { rows } = await tx.query<MessageRow>(
    `select id, to_address, subject, body_text, links, created_at from mailbox.messages
      where $1::text is null or lower(to_address) = lower($1::text)
      order by created_at desc, id limit $2`,
    [to ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    links: row.links,
    created_at: row.created_at.toISOString(),
  }));
}
