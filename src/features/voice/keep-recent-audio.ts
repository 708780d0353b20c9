/**
 * The audio of the voice messages in the conversations the device keeps, fetched ahead of time so
 * they play offline even in a conversation no one opened on this device (device-audio.ts plays
 * them from there): the list's conversations' latest messages, those a later query brings (the
 * catch-up after a time offline), and those that arrive while online.
 *
 * Never on the way to the list: it begins once the list has painted, and fetches in idle periods,
 * two at a time. Not at all offline (it waits for the network) or when the browser asks to save
 * data. Only the most recent within the bound the device keeps (device-files.ts) are fetched, the
 * oldest of them first, so the newest is the last the bound lets go.
 */
import type { Attachment, Event, LocalMessage, MessageResponse, StreamChat } from 'stream-chat';
import { HEARD_AUDIO_BOUND } from '../../core/device-copy/device-files.ts';
import { whenIdle } from '../../lib/page-moments/after-first-paint.ts';
import { keepForOffline } from './device-audio.ts';

/** Fetched in one idle period: each answer is written to the device beside the page's work. */
const AT_ONCE = 2;

interface Wanted {
  url: string;
  /** When its message was written, in milliseconds: the newest are the ones kept. */
  at: number;
  /** Whose chat it is in: after a sign-out it is no one's to keep. */
  userId: string;
}

type Message = Pick<MessageResponse | LocalMessage, 'attachments' | 'created_at'> & {
  parent_id?: string;
  show_in_channel?: boolean;
};

const savingData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

const receivedAudio = (attachment: Attachment): attachment is Attachment & { asset_url: string } =>
  attachment.type === 'voiceRecording' &&
  Boolean(attachment.asset_url?.startsWith('http')) &&
  (attachment.file_size === undefined || Number(attachment.file_size) <= HEARD_AUDIO_BOUND.bytes);

/**
 * Follows `client`'s conversations from now on (the list's first query included); fetches
 * nothing until `begin`, which also takes what its conversations already hold.
 */
export function recentAudioKeeper(client: StreamChat): { begin(): void } {
  const wanted = new Map<string, Wanted>();
  let begun = false;
  let planned = false;

  const add = (messages: readonly Message[] | undefined) => {
    const userId = client.userID;
    if (!userId) return;
    for (const [url, other] of wanted) if (other.userId !== userId) wanted.delete(url);
    for (const message of messages ?? []) {
      // A thread's reply is kept only with a thread someone opened.
      if (message.parent_id && !message.show_in_channel) continue;
      const at = message.created_at ? new Date(message.created_at).getTime() : 0;
      for (const { asset_url: url } of (message.attachments ?? []).filter(receivedAudio)) {
        wanted.set(url, { url, at, userId });
      }
    }
    const newestFirst = [...wanted.values()].sort((a, b) => b.at - a.at);
    for (const older of newestFirst.slice(HEARD_AUDIO_BOUND.files)) wanted.delete(older.url);
    plan();
  };

  const plan = () => {
    if (!begun || planned || wanted.size === 0 || !navigator.onLine || savingData()) return;
    planned = true;
    whenIdle(
      () =>
        void fetchSome().finally(() => {
          planned = false;
          plan();
        }),
    );
  };

  const fetchSome = async () => {
    if (!navigator.onLine) return;
    const next = [...wanted.values()].sort((a, b) => a.at - b.at).slice(0, AT_ONCE);
    next.forEach(({ url }) => wanted.delete(url));
    const mine = next.filter(({ userId }) => userId === client.userID);
    // One that failed (the network went, the file is gone) is fetched when it is next shown.
    await Promise.all(mine.map(({ url }) => keepForOffline(url).catch(() => undefined)));
  };

  client.on('channels.queried', ({ queriedChannels }: Event) => {
    for (const channel of queriedChannels?.channels ?? []) add(channel.messages);
  });
  client.on('message.new', ({ message }: Event) => add(message ? [message] : []));
  window.addEventListener('online', plan);
  return {
    begin() {
      begun = true;
      for (const channel of Object.values(client.activeChannels)) add(channel.state.latestMessages);
      plan();
    },
  };
}
