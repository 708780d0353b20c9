/**
 * How long a voice message may be, and what the recorder shows as it nears that: three minutes.
 * A chat message, not a call or a podcast: the SDK's WAV (16 kHz, 16-bit) takes about 1.9 MB a
 * minute, so a capped message is under 6 MB to upload on a phone network, to keep on the device
 * while it waits and among the recent voice messages kept for playing offline; and the SDK
 * decodes the whole recording in memory to convert it (48 kHz floats: about 35 MB at three
 * minutes), which a low-end phone still affords. Longer talks go better as several messages.
 */
export const VOICE_LIMIT_SECONDS = 180;
/** The countdown shows for the last seconds, long enough to finish a sentence. */
export const COUNTDOWN_SECONDS = 15;

export type LimitState =
  { kind: 'recording' } | { kind: 'ending'; secondsLeft: number } | { kind: 'reached' };

/** Where a recording of `recordedMs` stands against the limit. */
export function limitState(recordedMs: number): LimitState {
  const leftMs = VOICE_LIMIT_SECONDS * 1000 - recordedMs;
  if (leftMs <= 0) return { kind: 'reached' };
  const secondsLeft = Math.ceil(leftMs / 1000);
  return secondsLeft <= COUNTDOWN_SECONDS ? { kind: 'ending', secondsLeft } : { kind: 'recording' };
}
