/**
 * Voice messages through the official client: a recording uploaded as a file, kept under the
 * app's upload rules, served back in byte ranges as media players ask for it, and sent as a
 * `voiceRecording` attachment whose fields come back as they were sent.
 */
import { describe, expect, it } from 'vitest';
import { chatWithThree } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';
import { silentWav } from '../../support/wav.ts';

const { chat, alice, bob } = await chatWithThree();
await alice.channel('messaging', 'voices', { members: ['alice', 'bob'] }).watch();

const RECORDING = silentWav(500);

describe('voice recordings', () => {
  it('keeps a voiceRecording attachment’s duration, waveform, type, size and link as sent', async () => {
    const channel = alice.channel('messaging', 'voices');
    const { file } = await channel.sendFile(RECORDING, 'voice.wav', 'audio/wav');
    const sent = {
      type: 'voiceRecording',
      asset_url: file,
      title: 'voice.wav',
      mime_type: 'audio/wav',
      file_size: RECORDING.length,
      duration: 2.53,
      waveform_data: [0, 0.25, 0.5, 1, 0.125],
    };
    const { message } = await channel.sendMessage({ text: '', attachments: [sent] });
    const read = await bob.getMessage(message.id);
    for (const attachment of [message.attachments?.[0], read.message.attachments?.[0]]) {
      expect(attachment).toMatchObject({ ...sent, asset_url: expect.any(String) });
      expect(new URL(attachment?.asset_url ?? '').pathname).toBe(new URL(file).pathname);
    }
  });

  it('serves an uploaded recording in byte ranges', async () => {
    const { file } = await alice
      .channel('messaging', 'voices')
      .sendFile(RECORDING, 'ranges.wav', 'audio/wav');
    const whole = await fetch(file);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(RECORDING)).toBe(true);

    const head = await fetch(file, { headers: { Range: 'bytes=0-3' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-3/${RECORDING.length}`);
    expect(Buffer.from(await head.arrayBuffer()).toString()).toBe('RIFF');

    const tail = await fetch(file, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${RECORDING.length - 10}-${RECORDING.length - 1}/${RECORDING.length}`,
    );
    expect((await tail.arrayBuffer()).byteLength).toBe(10);

    const past = await fetch(file, { headers: { Range: `bytes=${RECORDING.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${RECORDING.length}`);
  });

  it('takes audio as any file under the app’s rules: refused past the size limit or with a blocked extension', async () => {
    embeddedOnly('changes app-wide upload rules');
    const channel = alice.channel('messaging', 'voices');
    await chat.server().updateAppSettings({
      file_upload_config: { blocked_file_extensions: ['.webm'], size_limit: RECORDING.length },
    });
    try {
      await expect(channel.sendFile(RECORDING, 'fits.wav', 'audio/wav')).resolves.toMatchObject({
        file: expect.any(String),
      });
      const big = Buffer.concat([RECORDING, Buffer.alloc(2)]);
      expect((await failure(channel.sendFile(big, 'big.wav', 'audio/wav'))).code).toBe(4);
      expect((await failure(channel.sendFile(RECORDING, 'voice.webm', 'audio/webm'))).code).toBe(4);
    } finally {
      await chat.server().updateAppSettings({
        file_upload_config: { blocked_file_extensions: [], size_limit: 104_857_600 },
      });
    }
  });
});
