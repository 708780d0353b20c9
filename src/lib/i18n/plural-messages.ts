/**
 * Parley's own words that depend on a number, with their English plural forms (messages.ts
 * holds the rest). Each catalogue gives the forms its language needs.
 */

export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** Keys whose words depend on `count`. */
export const PLURALS = {
  '{{count}} seconds between messages': {
    one: '{{count}} second between messages',
    other: '{{count}} seconds between messages',
  },
  '{{count}} minutes between messages': {
    one: '{{count}} minute between messages',
    other: '{{count}} minutes between messages',
  },
  '{{count}} messages waiting to be sent.': {
    one: '{{count}} message waiting to be sent.',
    other: '{{count}} messages waiting to be sent.',
  },
  '{{count}} messages waiting on this device were not sent.': {
    one: '{{count}} message waiting on this device was not sent.',
    other: '{{count}} messages waiting on this device were not sent.',
  },
  '{{count}} new messages': {
    one: '{{count}} new message',
    other: '{{count}} new messages',
  },
  '{{count}} unread threads': {
    one: '{{count}} unread thread',
    other: '{{count}} unread threads',
  },
} as const satisfies Record<string, PluralForms>;
