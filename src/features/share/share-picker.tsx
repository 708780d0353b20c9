/**
 * The page a share from another app lands on: what was shared, and the conversations on this
 * device to put it in (most recent first, searchable by name). Choosing one opens it with the
 * share in its composer; nothing is sent until the person sends it. Works with no network: the
 * list is the one saved on the device, read straight from it, so the picker shows while the chat
 * client and the chat UI's code load.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Channel } from 'stream-chat';
import { chatClient, deviceCopy } from '../../core/chat/chat-client.ts';
import {
  channelFromDevice,
  listOnDevice,
  loadListFromDevice,
} from '../../core/chat/device-channels.ts';
import { LIST_OPTIONS, LIST_SORT, listFilters } from '../../core/device-copy/lists/list-query.ts';
import { forgetShare, type KeptShare } from '../../core/share/kept-shares.ts';
import { shareText, type ShareProblem } from '../../core/share/share-form.ts';
import { channelPath } from '../../lib/routes.ts';
import { navigate } from '../../lib/router.ts';
import { t } from '../../lib/i18n/translate.ts';
import { Modal } from '../../ui/modal.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { fillComposer } from './fill-composer.ts';
import { takeShareReads, type ShareReads } from './share-reads.ts';
import {
  byRecency,
  channelChoice,
  savedChoice,
  type ConversationChoice,
} from './conversation-choice.ts';
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
    case 'too-big':
      return t('This share is larger than Parley takes: up to 10 pictures of 10 MB each.');
    case 'unreadable':
      return t('This share could not be read. Try sharing again.');
  }
}

interface ChoiceProps {
  choice: ConversationChoice;
  query: string;
  waiting: boolean;
  onPick(): void;
}

function Choice({ choice, query, waiting, onPick }: ChoiceProps) {
  const title = choice.title ?? t('Conversation');
  if (query && !title.toLocaleLowerCase().includes(query)) return null;
  return (
    <li>
      <button
        type="button"
        className="share-choice"
        onClick={onPick}
        aria-busy={waiting || undefined}
      >
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

/** The chat client's conversations: from the device, else (signed in just now) the server's. */
async function clientConversations(userId: string): Promise<Channel[]> {
  const kept = listOnDevice(userId, false);
  if (kept?.length) return kept;
  const saved = await loadListFromDevice(chatClient, deviceCopy, userId, false);
  if (saved.length > 0 || !navigator.onLine) return saved;
  return chatClient.queryChannels(listFilters(userId, false), LIST_SORT, LIST_OPTIONS);
}

/**
 * The conversations to choose from, most recent first: the list saved on the device, read
 * straight away (the picker shows before the chat client has set it up); when none is saved
 * (signed in just now to take the share), the client's once it holds the user.
 */
function useConversations(
  userId: string,
  savedList: ShareReads['savedList'],
  chatReady: boolean,
): ConversationChoice[] | undefined {
  const [saved, setSaved] = useState<ConversationChoice[]>();
  const [fromClient, setFromClient] = useState<ConversationChoice[]>();
  useEffect(() => {
    let live = true;
    savedList.then(
      (found) => live && setSaved(found.map((stored) => savedChoice(stored, userId))),
      () => live && setSaved([]),
    );
    return () => {
      live = false;
    };
  }, [userId, savedList]);
  const noneSaved = saved?.length === 0;
  useEffect(() => {
    if (!noneSaved || !chatReady) return undefined;
    let live = true;
    clientConversations(userId).then(
      (found) => live && setFromClient(found.map((channel) => channelChoice(channel, userId))),
      () => live && setFromClient([]),
    );
    return () => {
      live = false;
    };
  }, [userId, noneSaved, chatReady]);
  const choices = noneSaved ? fromClient : saved;
  return useMemo(() => choices && [...choices].sort(byRecency), [choices]);
}

/**
 * The chosen conversation opens with the share in its composer; chosen before the chat client
 * holds the user's conversations (a quick tap while the app starts), it waits for them.
 */
function usePick(chatReady: boolean, share: KeptShare | undefined) {
  const [picked, setPicked] = useState<string>();
  useEffect(() => {
    if (!picked || !chatReady || !share) return undefined;
    let live = true;
    void channelFromDevice(chatClient, deviceCopy, picked).then((found) => {
      if (!live) return;
      const [type = '', channelId = ''] = picked.split(':');
      const channel = found ?? chatClient.channel(type, channelId);
      fillComposer(channel, share);
      navigate(channelPath(type, channelId), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [picked, chatReady, share]);
  return [picked, setPicked] as const;
}

interface SharePickerProps {
  id: string;
  userId: string;
  /** Whether the chat client holds this user's conversations (from the device or connected). */
  chatReady: boolean;
}

export function SharePicker({ id, userId, chatReady }: SharePickerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const [reads] = useState(() => takeShareReads(id, userId));
  const conversations = useConversations(userId, reads.savedList, chatReady);
  const share = loaded.state === 'here' ? loaded.share : undefined;
  const [picked, pick] = usePick(chatReady, share);
  useEffect(() => {
    let live = true;
    reads.share.then(
      (share) => live && setLoaded(share ? { state: 'here', share } : { state: 'gone' }),
      () => live && setLoaded({ state: 'gone' }),
    );
    return () => {
      live = false;
    };
  }, [reads]);

  const close = () => {
    if (loaded.state === 'here' && 'problem' in loaded.share) void forgetShare(id);
    navigate('/', { replace: true });
  };

  if (loaded.state === 'loading') return null;
  return (
    <Modal title={t('Share to a conversation')} onClose={close}>
      {!share ? (
        <p role="alert">{t('This share is no longer on this device.')}</p>
      ) : 'problem' in share ? (
        <p role="alert">{problemWords(share.problem)}</p>
      ) : (
        <div className="share-picker">
          {/* Any web page can send something here, so it is not said to come from the person. */}
          <p>
            {t(
              'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.',
            )}
          </p>
          <Preview share={share} />
          <SearchField
            id="share-search"
            label={t('Search conversations')}
            value={query}
            onChange={setQuery}
          />
          {conversations?.length === 0 ? (
            <p>{t('No conversations on this device yet: start one, then share again.')}</p>
          ) : (
            <ul className="share-choices" aria-label={t('Conversations')}>
              {conversations?.map((choice) => (
                <Choice
                  key={choice.cid}
                  choice={choice}
                  query={query.trim().toLocaleLowerCase()}
                  waiting={picked === choice.cid}
                  onPick={() => pick(choice.cid)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
