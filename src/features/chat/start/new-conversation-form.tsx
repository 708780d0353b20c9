/**
 * The new-conversation form: pick people, optionally name the group, start it. A group started
 * as one (`mode: 'group'`) needs only its name, and then offers its invite link.
 */
import { useContext, useState, type FormEvent } from 'react';
import type { Channel, UserResponse } from 'stream-chat';
import { useChatContext } from 'stream-chat-react';
import { UserSearch } from '../user-search.tsx';
import { t } from '../../../lib/i18n/translate.ts';
import { FormError, SubmitButton } from '../../../ui/field.tsx';
import { explainError } from '../../../lib/error-words.ts';
import { GroupInviteSlot } from '../../../ui/group-invite-slot.ts';
import type { StartMode } from './start-mode.ts';
import { startedHere } from '../../../core/chat/started-here.ts';

/** After a group is made from the first screen: its link, to send to the people to bring in. */
function InviteStep({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const invite = useContext(GroupInviteSlot);
  return (
    <div className="new-conversation">
      {invite && channel.id ? invite({ type: channel.type, id: channel.id }) : null}
      <button type="button" className="button secondary" onClick={onDone}>
        {t('Open the group')}
      </button>
    </div>
  );
}

export function NewConversationForm({ mode, onDone }: { mode: StartMode; onDone: () => void }) {
  const { client, setActiveChannel } = useChatContext();
  const [selected, setSelected] = useState<UserResponse[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<Channel | null>(null);
  const me = client.userID ?? '';
  const isGroup = mode === 'group' || selected.length > 1 || name.trim() !== '';

  function toggle(user: UserResponse) {
    setSelected((prev) =>
      prev.some((u) => u.id === user.id) ? prev.filter((u) => u.id !== user.id) : [...prev, user],
    );
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0 && !isGroup) {
      setError(t('Pick at least one person to talk to.'));
      return;
    }
    if (isGroup && !name.trim()) {
      setError(t('Give the group a name so everyone recognises it.'));
      return;
    }
    setBusy(true);
    setError(null);
    const members = [me, ...selected.map((u) => u.id)];
    try {
      // A direct conversation has no id: the server derives one from its two members, so
      // starting it again reopens the same conversation.
      const channel = isGroup
        ? client.channel('messaging', crypto.randomUUID(), { name: name.trim(), members })
        : client.channel('messaging', { members });
      await channel.watch();
      startedHere.tell(channel);
      setActiveChannel(channel);
      if (mode === 'group') {
        setMade(channel);
        setBusy(false);
      } else onDone();
    } catch (e) {
      setError(explainError('The conversation could not be started: {{reason}}', e));
      setBusy(false);
    }
  }

  if (made) return <InviteStep channel={made} onDone={onDone} />;

  const nameField = (
    <div className="field">
      <label htmlFor="group-name">
        {mode === 'group' || selected.length > 1 ? t('Group name') : t('Group name (optional)')}
      </label>
      <input
        id="group-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={t('e.g. Weekend plans')}
        maxLength={80}
      />
    </div>
  );

  return (
    <form onSubmit={start} className="new-conversation" noValidate>
      {mode === 'group' ? (
        <>
          <p className="muted">
            {t('Name the group. Next you get a link to send to the people you want in it.')}
          </p>
          {nameField}
        </>
      ) : null}
      <UserSearch selected={selected} onToggle={toggle} exclude={[me]} />
      {selected.length > 0 ? (
        <p className="muted">
          {t('With: {{names}}', { names: selected.map((u) => u.name || u.id).join(', ') })}
        </p>
      ) : null}
      {mode === 'group' ? null : nameField}
      <FormError message={error} />
      <SubmitButton
        busy={busy}
        label={isGroup ? t('Create group') : t('Start conversation')}
        busyLabel={t('Starting…')}
      />
    </form>
  );
}
