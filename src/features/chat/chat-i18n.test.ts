/**
 * The chat UI's dates: parsed without the SDK's per-date timezone conversion, yet shown exactly
 * as the SDK shows them, in the browser's zone and the reader's language; a time of day looks
 * the same in the conversation list and in a message; no third-party notice in the console; and
 * the search bar's way out named by the word it shows.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Streami18n } from 'stream-chat-react';

const zone = process.env.TZ;
afterAll(() => {
  process.env.TZ = zone;
  vi.unstubAllGlobals();
});

// First in the file: i18next advertises once per process, so the check that the advertisement
// still exists to be turned off must see the first instance that does not turn it off.
describe('the console', () => {
  it('carries no i18next advertisement when the chat translation initialises', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const locize = () => info.mock.calls.filter((args) => args.join(' ').includes('Locize'));
    try {
      vi.stubGlobal('navigator', { languages: ['en'] });
      vi.resetModules();
      const { chatI18n } = await import('./chat-i18n.ts');
      await (await chatI18n()).getTranslators();
      expect(locize()).toEqual([]);
      // The SDK's own instance still advertises: the check above watches the right thing.
      await new Streami18n({ language: 'en' }).getTranslators();
      expect(locize()).toHaveLength(1);
    } finally {
      info.mockRestore();
    }
  });
});

const DATES = ['2026-11-25T03:04:05.000Z', '2026-03-29T00:30:00.000Z', '2025-12-31T23:59:59.999Z'];
// The formats the chat shows (never the UTC offset, which the SDK's zone cache gets wrong once a
// process changes zone, as this test does).
const FORMATS = ['LLL', 'dddd HH:mm', 'L LT'];

describe.each([
  ['en', 'America/New_York'],
  ['de', 'Europe/Berlin'],
  ['ja', 'Asia/Tokyo'],
])('chat dates in %s, %s', (language, timeZone) => {
  it.each(DATES)('%s reads as the SDK reads it', async (date) => {
    process.env.TZ = timeZone;
    vi.stubGlobal('navigator', { languages: [language] });
    vi.resetModules();
    const { chatI18n } = await import('./chat-i18n.ts');
    const ours = await chatI18n();
    const sdk = new Streami18n({ language: ours.currentLanguage });
    for (const format of FORMATS) {
      expect(ours.tDateTimeParser(date).format(format)).toBe(
        sdk.tDateTimeParser(date).format(format),
      );
    }
  });
});

describe.each([
  ['en', /^\d{1,2}:\d{2} [AP]M$/],
  ['de', /^\d{2}:\d{2}$/],
  ['ja', /^\d{1,2}:\d{2}$/],
])('a time of day in %s', (language, shape) => {
  it('reads the same in the conversation list, a message and a reminder', async () => {
    vi.stubGlobal('navigator', { languages: [language] });
    vi.resetModules();
    const { chatI18n } = await import('./chat-i18n.ts');
    const { t } = await (await chatI18n()).getTranslators();
    const timestamp = new Date();
    const inList = t('timestamp/ChannelPreviewTimestamp', { timestamp });
    expect(inList).toMatch(shape);
    expect(t('timestamp/MessageTimestamp', { timestamp })).toBe(inList);
    expect(t('timestamp/ReminderNotification', { timestamp })).toContain(inList);
  });
});

describe.each(['en', 'de', 'ja'])('the search bar in %s', (language) => {
  it('names its way out by the word it shows', async () => {
    vi.stubGlobal('navigator', { languages: [language] });
    vi.resetModules();
    const { chatI18n } = await import('./chat-i18n.ts');
    const { t } = await (await chatI18n()).getTranslators();
    const shown = t('Cancel');
    expect(shown).not.toBe('');
    expect(t('aria/Exit search')).toBe(shown);
  });
});
