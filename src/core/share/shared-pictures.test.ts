import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Channel, Message } from 'stream-chat';
import { keepShare, readShare } from './kept-shares.ts';
import { forgetSentShares, waitingPictures, withUploadedPictures } from './shared-pictures.ts';

async function shareWithPicture() {
  const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
  return keepShare({
    title: '',
    text: 'look',
    url: '',
    pictures: [{ name: 'a.png', type: 'image/png', size: 3, blob }],
  });
}

function channelAnswering(sendImage: Channel['sendImage']): Channel {
  return { sendImage } as unknown as Channel;
}

describe('a message carrying shared pictures', () => {
  it('goes with each picture uploaded in its place, and then the share leaves the device', async () => {
    const share = await shareWithPicture();
    const sendImage = vi.fn(async () => ({ file: 'https://cdn.example/a.png', duration: '1' }));
    const message: Message = { id: 'm1', text: 'look', attachments: waitingPictures(share) };
    const ready = await withUploadedPictures(channelAnswering(sendImage), message);
    expect(sendImage).toHaveBeenCalledTimes(1);
    expect(ready.attachments).toEqual([
      expect.objectContaining({ type: 'image', image_url: 'https://cdn.example/a.png' }),
    ]);
    expect(JSON.stringify(ready)).not.toContain('parley_shared_picture');
    await forgetSentShares(message);
    expect(await readShare(share.id)).toBeUndefined();
  });

  it('waits (the upload error reaches the deliverer) when the upload fails', async () => {
    const share = await shareWithPicture();
    const offline = channelAnswering(vi.fn(() => Promise.reject(new Error('Network Error'))));
    const message: Message = { id: 'm2', attachments: waitingPictures(share) };
    await expect(withUploadedPictures(offline, message)).rejects.toThrow('Network Error');
    expect(await readShare(share.id)).toBeDefined();
  });

  it('is refused, never sent without its picture, once the picture left the device', async () => {
    const share = await shareWithPicture();
    const message: Message = { id: 'm3', attachments: waitingPictures(share) };
    await forgetSentShares(message);
    await expect(withUploadedPictures(channelAnswering(vi.fn()), message)).rejects.toMatchObject({
      response: { data: { code: 4 } },
    });
  });

  it('is left as it is when nothing waits', async () => {
    const message: Message = { id: 'm4', text: 'plain' };
    expect(await withUploadedPictures(channelAnswering(vi.fn()), message)).toBe(message);
  });
});
