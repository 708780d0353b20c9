/**
 * A voice message's size per format, as Parley records it in Chromium (build first): one minute
 * recorded with Chromium's stand-in microphone (its beeping tone) in a conversation's composer on
 * a whole embedded stack, sent, and measured twice over: what the browser's MediaRecorder gave
 * (WebM with Opus, summed from its chunks in the page) and what the SDK turned it into and sent
 * (WAV, 16 kHz, 16-bit: the attachment's `file_size`, over its `duration`). MP3 is not measured:
 * Parley leaves the SDK's encoder out (docs/voice-messages.md), so no MP3 is ever made. The fake
 * microphone records in real time, so a run takes its whole length; VOICE_SECONDS records a
 * shorter time (scaled to a minute, and said so) and VOICE_RUNS sets the runs (3).
 */
import type { Page } from 'playwright-core';
import { spawnStack } from '../tests/support/stack.ts';
import { FAKE_MICROPHONE_FLAGS, launchBrowser } from '../tests/browser/support/browser.ts';
import { composer, createUser } from '../tests/browser/support/app.ts';
import { seedConversation, serverMessages } from '../tests/browser/support/conversations.ts';
import { percentile } from './support/stats.ts';
import { signedInPage } from './support/signed-in.ts';

const SECONDS = Number(process.env.VOICE_SECONDS ?? 60);
const RUNS = Number(process.env.VOICE_RUNS ?? 3);

/** Counts the bytes every MediaRecorder of the page hands out, before the SDK touches them. */
function countRecordedBytes(): void {
  const counted = { bytes: 0, type: '' };
  Reflect.set(window, '__recorded', counted);
  const Native = window.MediaRecorder;
  window.MediaRecorder = class extends Native {
    constructor(stream: MediaStream, options?: MediaRecorderOptions) {
      super(stream, options);
      this.addEventListener('dataavailable', ({ data }) => {
        counted.bytes += data.size;
        counted.type = data.type;
      });
    }
  };
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

interface Run {
  webm: number;
  webmType: string;
  wav: number;
  wavType: string;
  seconds: number;
}

async function recordOnce(page: Page, channelId: string, stackMessages: () => Promise<unknown[]>) {
  await page.reload();
  await composer(page).waitFor();
  const before = (await stackMessages()).length;
  const composerArea = page.locator('.str-chat__main-panel .str-chat__message-composer');
  await composerArea.getByRole('button', { name: 'Start recording audio' }).click();
  const recorder = composerArea.getByTestId('audio-recorder');
  await recorder
    .locator('.str-chat__recording-timer', { hasText: clock(SECONDS) })
    .waitFor({ timeout: (SECONDS + 30) * 1000 });
  await recorder.getByRole('button', { name: 'Complete recording' }).click();
  await recorder.waitFor({ state: 'detached', timeout: 60_000 });
  const sent = async () => {
    const messages = (await stackMessages()) as { attachments?: Record<string, unknown>[] }[];
    return messages.length > before ? messages.at(-1)?.attachments?.[0] : undefined;
  };
  let attachment = await sent();
  for (let wait = 0; !attachment && wait < 60; wait++) {
    await page.waitForTimeout(500);
    attachment = await sent();
  }
  if (!attachment) throw new Error(`no voice message reached ${channelId}`);
  const recorded = await page.evaluate(
    () => Reflect.get(window, '__recorded') as { bytes: number; type: string },
  );
  return {
    webm: recorded.bytes,
    webmType: recorded.type,
    wav: Number(attachment.file_size),
    wavType: String(attachment.mime_type),
    seconds: Number(attachment.duration),
  } satisfies Run;
}

const perMinute = (bytes: number, seconds: number) => (bytes * 60) / seconds;
const mb = (bytes: number) =>
  `${Math.round(bytes).toLocaleString('en-US')} B (${(bytes / 1_000_000).toFixed(3)} MB)`;

function row(label: string, samples: number[], wav: number[]) {
  const ratio = (p: number) => (percentile(samples, p) / percentile(wav, p)).toFixed(2);
  console.log(
    `${label.padEnd(40)} n=${samples.length}  p50=${mb(percentile(samples, 50))}  p99=${mb(percentile(samples, 99))}  ÷ WAV: p50 ${ratio(50)}×  p99 ${ratio(99)}×`,
  );
}

const spawned = await spawnStack();
const { stack } = spawned;
const browser = await launchBrowser(FAKE_MICROPHONE_FLAGS);
try {
  const user = await createUser(stack, { first_name: 'Vic', last_name: 'Voice' });
  const conversation = await seedConversation(stack, user, 1);
  const { context, page } = await signedInPage(browser, stack, user);
  await context.grantPermissions(['microphone'], { origin: stack.appUrl });
  await context.addInitScript(countRecordedBytes);
  await page.goto(`${stack.appUrl}/c/messaging/${conversation.id}`);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(
      await recordOnce(page, conversation.id, () => serverMessages(stack, conversation.id)),
    );
  }
  await context.close();

  const [first] = runs;
  console.log(
    `${RUNS} recording(s) of ${SECONDS} s with Chromium's fake microphone, sizes per minute of` +
      ` recording${SECONDS === 60 ? '' : ` (scaled from ${SECONDS} s)`}; recorded as` +
      ` ${first?.webmType}, sent as ${first?.wavType}`,
  );
  const wav = runs.map((r) => perMinute(r.wav, r.seconds));
  row(
    'WebM/Opus, as MediaRecorder gives it',
    runs.map((r) => perMinute(r.webm, r.seconds)),
    wav,
  );
  row('WAV, the SDK’s conversion (sent)', wav, wav);
  console.log(
    `${'MP3 (the SDK’s optional encoder)'.padEnd(40)} not measured: not configured in Parley` +
      ' (docs/voice-messages.md); the SDK encodes at a fixed 128 kbit/s, 0.96 MB a minute',
  );
  console.log(`durations: ${runs.map((r) => `${r.seconds.toFixed(2)} s`).join(', ')}`);
} finally {
  await browser.close();
  await spawned.stop();
}
