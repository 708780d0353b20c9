import { describe, expect, it, vi } from 'vitest';
import { moduleSlot } from './module-slot.ts';

describe('moduleSlot', () => {
  it('imports once, and holds the module for a render that needs it at once', async () => {
    const importer = vi.fn(async () => ({ page: 'chat' }));
    const slot = moduleSlot(importer);
    expect(slot.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([slot.load(), slot.load()]);
    expect(first).toBe(second);
    expect(slot.loaded()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after a failure (a chunk that could not be fetched)', async () => {
    const importer = vi
      .fn<() => Promise<{ page: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ page: 'chat' });
    const slot = moduleSlot(importer);
    await expect(slot.load()).rejects.toThrow('offline');
    expect(slot.loaded()).toBeUndefined();
    await expect(slot.load()).resolves.toEqual({ page: 'chat' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
