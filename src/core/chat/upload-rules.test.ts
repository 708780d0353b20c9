import { describe, expect, it } from 'vitest';
import { StreamChat, type AppSettingsAPIResponse, type FileUploadConfig } from 'stream-chat';
import { forgetFailedAppSettings } from './app-settings-retry.ts';

/** The SDK's own check before an upload, in a client whose chat server has these rules. */
function checkWith(rules: { image?: FileUploadConfig; file?: FileUploadConfig }, file: File) {
  const client = new StreamChat('key', { allowServerSideConnect: true });
  client.userID = 'ana';
  client.user = { id: 'ana' };
  const answer = {
    app: { image_upload_config: rules.image, file_upload_config: rules.file },
    duration: '1ms',
  } as AppSettingsAPIResponse;
  client.get = (() => Promise.resolve(answer)) as StreamChat['get'];
  forgetFailedAppSettings(client);
  return client
    .channel('messaging', 'c1')
    .messageComposer.attachmentManager.getUploadConfigCheck(file);
}

const png = new File([new Uint8Array(8)], 'red.png', { type: 'image/png' });
const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });

describe('the upload rules the SDK checks before an upload', () => {
  it.each([
    {
      rule: 'images allowed by the pattern image/* (the embedded server’s default)',
      rules: { image: { allowed_mime_types: ['image/*'] } },
      file: png,
      answer: { uploadBlocked: false },
    },
    {
      rule: 'files allowed by a pattern and an exact type',
      rules: { file: { allowed_mime_types: ['application/*', 'text/plain'] } },
      file: text,
      answer: { uploadBlocked: false },
    },
    {
      rule: 'images allowed by exact types only',
      rules: { image: { allowed_mime_types: ['image/jpeg'] } },
      file: png,
      answer: { uploadBlocked: true, reason: 'allowed_mime_types' },
    },
    {
      rule: 'a blocked extension beside an allowed pattern',
      rules: { file: { allowed_mime_types: ['application/*'], blocked_file_extensions: ['.exe'] } },
      file: exe,
      answer: { uploadBlocked: true, reason: 'blocked_file_extensions' },
    },
    {
      rule: 'a size limit beside an allowed pattern',
      rules: { image: { allowed_mime_types: ['image/*'], size_limit: 4 } },
      file: png,
      answer: { uploadBlocked: true, reason: 'size_limit' },
    },
  ])('$rule', async ({ rules, file, answer }) => {
    await expect(checkWith(rules, file)).resolves.toEqual(answer);
  });
});
