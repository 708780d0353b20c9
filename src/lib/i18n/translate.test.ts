import { afterEach, describe, expect, it } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { applyCatalogue, t, tRich } from './translate.ts';
import type { Catalogue } from './messages.ts';
import de from './catalogues/de.ts';
import ru from './catalogues/ru.ts';

afterEach(() => applyCatalogue('en', null));

describe('t', () => {
  it('says the key itself in English, with its placeholders filled', () => {
    expect(t('Sign in')).toBe('Sign in');
    expect(t('We sent a confirmation link to {{email}}.', { email: 'a@b.c' })).toBe(
      'We sent a confirmation link to a@b.c.',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(t('Add {{count}}', {})).toBe('Add {{count}}');
  });

  it('picks the English plural form by count', () => {
    expect(t('{{count}} minutes between messages', { count: 1 })).toBe('1 minute between messages');
    expect(t('{{count}} minutes between messages', { count: 5 })).toBe(
      '5 minutes between messages',
    );
  });

  it('speaks a loaded language, plural forms by its own rules', () => {
    applyCatalogue('de', de);
    expect(t('Sign in')).toBe('Anmelden');
    applyCatalogue('ru', ru);
    expect(t('{{count}} minutes between messages', { count: 1 })).toBe(
      '1 минута между сообщениями',
    );
    expect(t('{{count}} minutes between messages', { count: 2 })).toBe(
      '2 минуты между сообщениями',
    );
    expect(t('{{count}} minutes between messages', { count: 5 })).toBe('5 минут между сообщениями');
  });

  it('goes back to English when the catalogue is taken away', () => {
    applyCatalogue('de', de satisfies Catalogue);
    applyCatalogue('en', null);
    expect(t('Sign in')).toBe('Sign in');
  });
});

describe('tRich', () => {
  it('puts elements where their placeholders are', () => {
    const node = tRich(
      'If an account exists for {{email}}, an email with a link to choose a new password is on its way.',
      { email: createElement('strong', null, 'a@b.c') },
    );
    expect(isValidElement(node)).toBe(true);
    expect(renderToStaticMarkup(node as ReactElement)).toBe(
      'If an account exists for <strong>a@b.c</strong>, an email with a link to choose a new password is on its way.',
    );
  });
});
