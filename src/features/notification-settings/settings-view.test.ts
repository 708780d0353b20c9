import { describe, expect, it } from 'vitest';
import { settingsView, type Permission } from './settings-view.ts';
import type { NotificationLevel } from '../../core/notification-choices/choices-holder.ts';

describe('the Notifications section', () => {
  it.each<[Permission, NotificationLevel, ReturnType<typeof settingsView>]>([
    ['default', 'off', { choices: false, ask: 'turn-on', help: null }],
    ['granted', 'off', { choices: false, ask: 'turn-on', help: null }],
    ['denied', 'off', { choices: false, ask: null, help: 'blocked' }],
    ['unsupported', 'off', { choices: false, ask: null, help: 'unsupported' }],
    ['granted', 'direct', { choices: true, ask: null, help: null }],
    ['granted', 'all', { choices: true, ask: null, help: null }],
    ['default', 'direct', { choices: true, ask: 'allow-here', help: null }],
    ['denied', 'all', { choices: true, ask: null, help: 'blocked' }],
    ['unsupported', 'direct', { choices: true, ask: null, help: 'unsupported' }],
  ])('with permission %s and level %s offers %j', (permission, level, view) => {
    expect(settingsView(permission, level)).toEqual(view);
  });

  it('never offers a button the browser would refuse without asking', () => {
    for (const level of ['off', 'direct', 'all'] as const) {
      expect(settingsView('denied', level).ask).toBeNull();
      expect(settingsView('unsupported', level).ask).toBeNull();
    }
  });
});
