/**
 * Where a voice message's audio plays from: a recording still waiting for the network from the
 * device; a received one from the device once kept there (so it plays offline), else from its
 * link, and then kept on the device for next time, within the bound device-files.ts keeps to.
 * The list keeps its conversations' recent ones ahead of time the same way (keep-recent-audio.ts).
 */
import type { Attachment } from 'stream-chat';
import { deviceCopy } from '../../core/chat/chat-client.ts';
import {
  heardAudioId,
  keepHeardAudio,
  readDeviceFile,
} from '../../core/device-copy/device-files.ts';
import { DEVICE_FILE, isWaitingRecording } from '../../core/outbox/waiting-files.ts';

/** Nothing to read (signed out, the database gone): the link is all there is. */
const fromDevice = (id: string): Promise<Blob | undefined> =>
  deviceCopy
    .withDatabase((db) => readDeviceFile(db, id))
    .then(
      (kept) => kept?.blob,
      () => undefined,
    );

const keeping = new Map<string, Promise<void>>();

/**
 * Fetches a received voice message's audio and keeps it on the device, unless kept there already;
 * a link being fetched is not fetched twice at once (shown while the list's keeping has it).
 */
export function keepForOffline(url: string): Promise<void> {
  const id = heardAudioId(url);
  const running = keeping.get(id);
  if (running) return running;
  const job = (async () => {
    if (await fromDevice(id)) return;
    const answer = await fetch(url);
    if (!answer.ok) return;
    const blob = await answer.blob();
    await deviceCopy.withDatabase((db) => keepHeardAudio(db, url, blob));
  })().finally(() => keeping.delete(id));
  keeping.set(id, job);
  return job;
}

/** The audio to play: a blob from the device, or the link; undefined when there is neither. */
export async function audioOf(attachment: Attachment): Promise<Blob | string | undefined> {
  if (isWaitingRecording(attachment)) return fromDevice(attachment[DEVICE_FILE]);
  const url = attachment.asset_url;
  if (!url?.startsWith('http')) return url;
  const kept = await fromDevice(heardAudioId(url));
  if (kept) return kept;
  if (navigator.onLine) void keepForOffline(url).catch(() => undefined);
  return url;
}
