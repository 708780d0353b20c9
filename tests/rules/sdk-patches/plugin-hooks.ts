/** A plugin's hooks called as the bundler calls them, for the guards at the end of a build. */
import type { Plugin } from 'vite';

type Call = (this: unknown, arg: unknown) => void;

/** A build that fed the plugin nothing, ended: its `this.error` throws, as in a build. */
export function endEmptyBuild(plugin: Plugin): void {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const hooks = [
    [plugin.configResolved, { command: 'build' }],
    [plugin.buildEnd, undefined],
  ] as const;
  for (const [hook, arg] of hooks) {
    const call = (typeof hook === 'object' ? hook.handler : hook) as Call | undefined;
    call?.call(context, arg);
  }
}
