/**
 * The page a share from another app lands on: what was shared, and the conversations on this
 * device to put it in (most recent first, searchable by name). Choosing one opens it with the
 * share in its composer; nothing is sent until the person sends it. Works with no network: the
 * list is the device copy's. It needs none of the chat UI's code, so it shows while that loads.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Channel } from 'stream-chat';
import { chatClient, deviceCopy } from '../../core/chat/chat-client.ts';
import { listOnDevice, loadListFromDevice } from '../../core/device-copy/device-channels.ts';
import { LIST_OPTIONS, LIST_SORT, listFilters } from '../../core/chat/channel-list-query.ts';
import { claimShare, forgetShare, type KeptShare } from '../../core/share/kept-shares.ts';
import { shareText, type ShareProblem } from '../../core/share/share-form.ts';
import { channelPath } from '../../lib/routes.ts';
import { navigate } from '../../lib/router.ts';
import { t } from '../../lib/i18n/translate.ts';
import { Modal } from '../../ui/modal.tsx';
import { fillComposer } from './fill-composer.ts';
import { conversationTitle } from './conversation-title.ts';
import './share.css';

type Loaded = { state: 'loading' } | { state: 'gone' } | { state: 'here'; share: KeptShare };

function problemWords(problem: ShareProblem): string {
  switch (problem.kind) {
    case 'too-large':
      return t('“{{name}}” is larger than 10 MB, the most Parley shares per picture.', {
        name: problem.name,
      });
    case 'unsupported':
      return t('Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.', {
        name: problem.name,
      });
    case 'too-many':
      return t('Parley shares up to 10 pictures at a time; this share had {{count}}.', {
        count: problem.count,
      });
    case 'unreadable':
      return t('This share could not be read. Try sharing again.');
  }
}

function byRecency(a: Channel, b: Channel): number {
  const at = (c: Channel) => c.state.last_message_at?.getTime() ?? 0;
  return at(b) - at(a);
}

interface ChoiceProps {
  channel: Channel;
  userId: string;
  query: string;
  onPick(): void;
}

function Choice({ channel, userId, query, onPick }: ChoiceProps) {
  const title = conversationTitle(channel, userId) ?? t('Conversation');
  if (query && !title.toLocaleLowerCase().includes(query)) return null;
  return (
    <li>
      <button type="button" className="share-choice" onClick={onPick}>
        {title}
      </button>
    </li>
  );
}

function Preview({ share }: { share: Extract<KeptShare, { pictures: unknown }> }) {
  const urls = useMemo(() => share.pictures.map((p) => URL.createObjectURL(p.blob)), [share]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const words = shareText(share);
  return (
    <figure className="share-preview">
      {urls.length > 0 ? (
        <div className="share-pictures">
          {urls.map((url, index) => (
            <img key={url} src={url} alt={share.pictures[index]?.name ?? ''} />
          ))}
        </div>
      ) : null}
      {words ? <figcaption>{words}</figcaption> : null}
    </figure>
  );
}

/**
 * The conversations to choose from: the list saved on the device, or, when nothing is saved yet
 * (signed in just now to take the share), the list as the chat server gives it.
 */
async function conversationsOf(userId: string): Promise<Channel[]> {
  const kept = listOnDevice(userId, false);
  if (kept?.length) return kept;
  const saved = await loadListFromDevice(chatClient, deviceCopy, userId, false);
  if (saved.length > 0 || !navigator.onLine) return saved;
  return chatClient.queryChannels(listFilters(userId, false), LIST_SORT, LIST_OPTIONS);
}

function useConversations(userId: string): Channel[] | undefined {
  const [channels, setChannels] = useState<Channel[]>();
  useEffect(() => {
    let live = true;
    conversationsOf(userId).then(
      (found) => live && setChannels([...found].sort(byRecency)),
      () => live && setChannels([]),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return channels;
}

export function SharePicker({ id, userId }: { id: string; userId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const conversations = useConversations(userId);
  useEffect(() => {
    let live = true;
    claimShare(id, userId).then(
      (share) => live && setLoaded(share ? { state: 'here', share } : { state: 'gone' }),
      () => live && setLoaded({ state: 'gone' }),
    );
    return () => {
      live = false;
    };
  }, [id, userId]);

  const close = () => {
    if (loaded.state === 'here' && 'problem' in loaded.share) void forgetShare(id);
    navigate('/', { replace: true });
  };
  const pick = (channel: Channel, share: KeptShare) => {
    fillComposer(channel, share);
    navigate(channelPath(channel.type, channel.id ?? ''), { replace: true });
  };

  if (loaded.state === 'loading') return null;
  const share = loaded.state === 'here' ? loaded.share : undefined;
  return (
    <Modal title={t('Share to a conversation')} onClose={close}>
      {!share ? (
        <p role="alert">{t('This share is no longer on this device.')}</p>
      ) : 'problem' in share ? (
        <p role="alert">{problemWords(share.problem)}</p>
      ) : (
        <div className="share-picker">
          <Preview share={share} />
          <div className="field">
            <label htmlFor="share-search">{t('Search conversations')}</label>
            <input
              id="share-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {conversations?.length === 0 ? (
            <p>{t('No conversations on this device yet: start one, then share again.')}</p>
          ) : (
            <ul className="share-choices" aria-label={t('Conversations')}>
              {conversations?.map((channel) => (
                <Choice
                  key={channel.cid}
                  channel={channel}
                  userId={userId}
                  query={query.trim().toLocaleLowerCase()}
                  onPick={() => pick(channel, share)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
