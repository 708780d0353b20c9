/**
 * The service worker's configuration: the same values the page reads, from the build and from
 * the `parley-config` meta tag the embedded app server puts in the shell (the worker has no
 * document, so it reads the tag out of the shell's text).
 */
import { buildEnv } from '../config/build-env.ts';
import { parseConfig, type BrowserConfig } from '../config/env.ts';

const META = /<meta\s+name="parley-config"\s+content="([^"]*)"/i;

/** The entities the app server escapes in the tag (emulators/app-server/runtime-config.ts). */
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
const ENTITY = new RegExp(`&(${Object.keys(ENTITIES).join('|')});`, 'g');

/** The configuration in the given shell HTML; throws a ConfigError naming what is missing. */
export function configFromShell(html: string): BrowserConfig {
  const content = META.exec(html)?.[1]?.replace(ENTITY, (_, name: string) => ENTITIES[name] ?? '');
  return parseConfig(buildEnv(), content);
}
