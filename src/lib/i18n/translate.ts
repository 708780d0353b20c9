/**
 * `t()`: Parley's own words in the page's language. The language is settled before the app's
 * first render (load-language.ts) and stays for the page's life, so a plain function serves
 * components and non-React code (form checks, error texts) alike, with no re-render to wire up.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import type { Catalogue, MessageKey, PluralKey } from './messages.ts';
import { PLURALS, type PluralForms } from './plural-messages.ts';

export type Values = Record<string, string | number>;

let catalogue: Catalogue | null = null;
let plurals = new Intl.PluralRules('en');

/** Puts a loaded translation in place of English (null goes back to English). */
export function applyCatalogue(language: string, loaded: Catalogue | null): void {
  catalogue = loaded;
  plurals = new Intl.PluralRules(language);
}

function isPluralKey(key: MessageKey): key is PluralKey {
  return Object.hasOwn(PLURALS, key);
}

/** English is the key itself (or its plural forms): only other languages need a lookup. */
function entry(key: MessageKey): string | PluralForms {
  if (catalogue) return catalogue[key];
  return isPluralKey(key) ? PLURALS[key] : key;
}

function text(key: MessageKey, values?: Record<string, unknown>): string {
  const found = entry(key);
  if (typeof found === 'string') return found;
  const count = Number(values?.count ?? 0);
  return found[plurals.select(count)] ?? found.other;
}

/** The words for `key`, with each `{{name}}` replaced by its value. */
export function t(key: MessageKey, values?: Values): string {
  const words = text(key, values);
  if (!values) return words;
  return words.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Like t(), with elements (a link, <strong>) in place of some placeholders. */
export function tRich(key: MessageKey, values: Record<string, ReactNode>): ReactNode {
  const parts = text(key, values)
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
    });
  return createElement(Fragment, null, ...parts);
}
