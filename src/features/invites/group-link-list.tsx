/**
 * The group's live links, for the members who may add people to it: when each expires, how often
 * it was used, who made it, and a way to revoke it, whoever made it (a link a member made that
 * leaked is closed by any of them). The maker's name is the chat client's: the member list of the
 * conversation, or any user it knows.
 */
import { useChatContext } from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import type { GroupLink } from './invite-links-api.ts';
import { linkMaker } from './link-maker.ts';

interface ListProps {
  cid: string;
  links: GroupLink[];
  onRevoke: (link: GroupLink) => void;
}

function LinkRow({
  link,
  maker,
  onRevoke,
}: {
  link: GroupLink;
  maker: string;
  onRevoke: () => void;
}) {
  const expires = new Date(link.expires_at).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
  });
  return (
    <li>
      <span className="muted">
        {maker} · {t('Expires {{date}}', { date: expires })} ·{' '}
        {link.max_uses === null
          ? t('Uses: {{used}}', { used: link.uses })
          : t('Uses: {{used}} of {{max}}', { used: link.uses, max: link.max_uses })}
      </span>
      <button type="button" className="button ghost small danger-text" onClick={onRevoke}>
        {t('Revoke')}
      </button>
    </li>
  );
}

export function GroupLinkList({ cid, links, onRevoke }: ListProps) {
  const { client } = useChatContext();
  if (links.length === 0) return null;
  const members = client.activeChannels[cid]?.state.members ?? {};
  const nameOf = (userId: string) =>
    members[userId]?.user?.name ?? client.state.users[userId]?.name;
  return (
    <>
      <h4>{t('Active links')}</h4>
      <ul className="invite-link-list">
        {links.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            maker={linkMaker(link.created_by, client.userID ?? '', nameOf)}
            onRevoke={() => onRevoke(link)}
          />
        ))}
      </ul>
    </>
  );
}
