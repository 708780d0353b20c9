/**
 * The channel's members with their roles; for those allowed, making and removing moderators,
 * removing members, and adding or inviting people found by search.
 */
import { useState } from 'react';
import type { ChannelMemberResponse, UserResponse } from 'stream-chat';
import { t } from '../../../lib/i18n/translate.ts';
import { UserSearch } from '../user-search.tsx';
import { ActionButton, type SectionProps } from './channel-action.tsx';

type MembersProps = SectionProps & { me: string };

function MemberRow({
  channel,
  actions,
  me,
  member,
  canManage,
}: MembersProps & { member: ChannelMemberResponse; canManage: boolean }) {
  const id = member.user_id ?? member.user?.id ?? '';
  const isModerator = member.is_moderator === true || member.channel_role === 'channel_moderator';
  return (
    <li className="member">
      <span className="member-name">
        {member.user?.name || id}
        {id === me ? ` ${t('(you)')}` : ''}
      </span>
      <span className="member-tags">
        {isModerator ? <span className="tag">{t('Moderator')}</span> : null}
        {member.invited && !member.invite_accepted_at ? (
          <span className="tag">{t('Invited')}</span>
        ) : null}
      </span>
      {canManage && id !== me ? (
        <span className="member-actions">
          <ActionButton
            actions={actions}
            look="ghost"
            failure={isModerator ? 'Removing the moderator failed.' : 'Making a moderator failed.'}
            run={() => (isModerator ? channel.demoteModerators([id]) : channel.addModerators([id]))}
          >
            {isModerator ? t('Remove moderator') : t('Make moderator')}
          </ActionButton>
          <ActionButton
            actions={actions}
            look="ghost danger-text"
            failure="Removing the member failed."
            run={() => channel.removeMembers([id])}
          >
            {t('Remove')}
          </ActionButton>
        </span>
      ) : null}
    </li>
  );
}

function AddMembers({
  channel,
  actions,
  members,
}: SectionProps & { members: ChannelMemberResponse[] }) {
  const [adding, setAdding] = useState<UserResponse[]>([]);
  const ids = adding.map((u) => u.id);
  return (
    <details className="add-members">
      <summary>{t('Add or invite people')}</summary>
      <UserSearch
        selected={adding}
        exclude={members.map((m) => m.user_id ?? '')}
        onToggle={(user) =>
          setAdding((prev) =>
            prev.some((u) => u.id === user.id)
              ? prev.filter((u) => u.id !== user.id)
              : [...prev, user],
          )
        }
      />
      <div className="details-actions">
        <ActionButton
          actions={actions}
          look="primary"
          disabled={adding.length === 0}
          failure="Adding members failed."
          run={async () => {
            await channel.addMembers(ids);
            setAdding([]);
          }}
        >
          {adding.length ? t('Add {{count}}', { count: adding.length }) : t('Add')}
        </ActionButton>
        <ActionButton
          actions={actions}
          disabled={adding.length === 0}
          failure="Inviting failed."
          run={async () => {
            await channel.inviteMembers(ids);
            setAdding([]);
          }}
        >
          {adding.length ? t('Invite {{count}}', { count: adding.length }) : t('Invite')}
        </ActionButton>
      </div>
    </details>
  );
}

export function MembersSection(props: MembersProps) {
  const members = Object.values(props.channel.state.members);
  const canManage = (props.channel.data?.own_capabilities ?? []).includes('update-channel-members');
  return (
    <section className="details-section">
      <h3>{t('Members ({{count}})', { count: members.length })}</h3>
      <ul className="member-list">
        {members.map((member) => (
          <MemberRow
            key={member.user_id ?? member.user?.id}
            {...props}
            member={member}
            canManage={canManage}
          />
        ))}
      </ul>
      {canManage ? <AddMembers {...props} members={members} /> : null}
    </section>
  );
}
