/**
 * Every private part of stream-chat-react that Parley relies on: files inside its dist/ that the
 * package's exports do not offer (with modules of libraries the SDK brings along, and the inside
 * of stream-chat's connection), and the names and code shapes the plugins in this folder find in
 * them. PRIVATE_SDK_MODULES is the one list of those files, built below as each is named, with
 * who relies on it and why: the app's aliases (vite.config.ts, vitest.config.ts) are made from
 * it, the plugins take their paths from it, and it is the list to read after an upgrade
 * (docs/chat-ui.md, "Upgrading stream-chat-react"). A plugin that no longer finds what it relies
 * on fails the build with sdkChanged(); tests/rules/sdk-patches/ checks each guard against the
 * installed SDK and against a changed one.
 *
 * Paths that plugins compare with `endsWith` are relative to node_modules; the others are
 * absolute.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * A guard's message: what the plugin no longer finds, and where to look (the plugin's module,
 * scripts/vite-plugins/<plugin>.ts, this list and the checks in docs/chat-ui.md).
 */
export function sdkChanged(plugin: string, what: string): string {
  return `${plugin}: ${what}; the SDK changed, revisit scripts/vite-plugins/${plugin}.ts and scripts/vite-plugins/sdk-internals.ts (docs/chat-ui.md, "Upgrading stream-chat-react")`;
}

/** A file (or, ending in `/`, a folder) below node_modules that no package export offers. */
export interface PrivateSdkModule {
  /** Its path below node_modules, `/`-separated. */
  module: string;
  /** Who relies on it: plugins of this folder by name, or the app. */
  usedBy: string;
  /** What for. */
  why: string;
  /** The specifier the app imports it by (typed in src/stream-chat-react-modules.d.ts). */
  alias?: string;
}

const listedModules: PrivateSdkModule[] = [];

/** Every private module Parley touches, in the order this file names them. */
export const PRIVATE_SDK_MODULES: readonly PrivateSdkModule[] = listedModules;

function listed(entry: PrivateSdkModule): string {
  listedModules.push(entry);
  return entry.module;
}

// Real, as the bundler resolves module ids: a node_modules that is a link (a worktree sharing
// another checkout's) must not make every id miss.
const NODE_MODULES = `${realpathSync(fileURLToPath(new URL('../../node_modules/', import.meta.url)))}${path.sep}`;

/** A `/`-separated path in this system's form. */
const systemPath = (module: string): string => path.join(...module.split('/'));

/** A path below node_modules as an absolute one. */
export const inNodeModules = (module: string): string =>
  path.join(NODE_MODULES, systemPath(module));

const SDK_ES = 'stream-chat-react/dist/es';
const SCR = `${SDK_ES}/components`;

/** The SDK's ES build: the files the app bundles, whose module ids the plugins match. */
export const SDK_ES_DIR = inNodeModules(SDK_ES);

/** Its translations and Streami18n: loaded on demand, built as i18n-* chunks not precached. */
export const I18N_DIR = inNodeModules(
  listed({
    module: `${SDK_ES}/i18n/`,
    usedBy: 'the app (chat-i18n.ts), stream-translations-on-demand',
    why: "one translation per language, xx.mjs: the app loads the browser's own; the plugin finds the languages by these names",
    alias: 'stream-chat-react-i18n',
  }),
);

/** A module of the SDK's components the app imports by its alias. */
function appModule(file: string, why: string, usedBy = 'the app'): string {
  return listed({
    module: `${SCR}/${file}`,
    usedBy,
    why,
    alias: `stream-chat-react-components/${file}`,
  });
}

// The pieces src/ui/markdown/ renders with, so its message text looks as the SDK's.
appModule('Message/renderText/componentRenderers/Anchor.mjs', 'links in message text');
appModule('Message/renderText/componentRenderers/Emoji.mjs', 'emoji in message text');
appModule('Message/renderText/componentRenderers/Mention.mjs', 'mentions in message text');
appModule(
  'Message/renderText/rehypePlugins/mentionsMarkdownPlugin.mjs',
  'which words of a text are mentions, and how they read',
);
appModule('Message/renderText/regex.mjs', 'links and code in a text, as the SDK finds them');
appModule('Message/emojiRegex.mjs', 'which characters are emoji, each decorated');
appModule('UtilityComponents/ErrorBoundary.mjs', 'the plain text, when its rendering throws');

// stream-translations-on-demand: Streami18n without the translations nobody asked for.

/** Imports every translation and dayjs locale statically; all but English are emptied. */
export const STREAMI18N = inNodeModules(
  listed({
    module: `${SDK_ES}/i18n/Streami18n.mjs`,
    usedBy: 'stream-translations-on-demand',
    why: 'its import lines of the translations and dayjs locales, rewritten',
  }),
);

/** A translation's file name in I18N_DIR: its language, two letters. */
export const TRANSLATION_FILE = /^(\w\w)\.mjs$/;

/** How Streami18n.mjs imports a translation, a line each: each becomes an empty object. */
export const TRANSLATION_IMPORT = /^import (\w+)_default from "\.\/(\w+)\.mjs";$/gm;

/** How Streami18n.mjs imports a dayjs locale, a line each: its translation brings it instead. */
export const DAYJS_LOCALE_IMPORT = /^import "dayjs\/locale\/(\w+)\.js";$/gm;

// trim-english-translation: the English table without the entries that are their key.

/** The English translation: string variables and one object of them, most the key itself. */
export const EN_TRANSLATION = systemPath(
  listed({
    module: `${SDK_ES}/i18n/en.mjs`,
    usedBy: 'trim-english-translation',
    why: 'its table of strings, trimmed to the entries that differ from their key',
  }),
);

/** The name of that object in en.mjs, the one declaration that is not a string. */
export const EN_TABLE = 'en_default';

// lazy-sdk-modules: SDK defaults nobody sees on the chat route's first render, fetched on use.

/**
 * The SDK's index, what the app imports by name (the package's own entry, so not a private
 * module): its imports stay real (the app's wrappers).
 */
export const SDK_INDEX = systemPath(`${SDK_ES}/index.mjs`);

export interface LazyModule {
  /** The module as resolved, relative to node_modules. */
  module: string;
  /** React components the module exports: each becomes a lazy component. */
  components?: string[];
  /** Exported async functions: each becomes a function that loads the module first. */
  asyncFunctions?: string[];
  /** A CommonJS module whose export is one async function (imported as the default). */
  asyncDefault?: boolean;
  /** When it is first needed (why it can wait). */
  usedWhen: string;
}

const LAZY: LazyModule[] = [
  {
    module: `${SCR}/Poll/PollCreationDialog/PollCreationDialog.mjs`,
    components: ['PollCreationDialog'],
    usedWhen: 'someone picks Poll in the attachment menu',
  },
  {
    module: `${SCR}/Poll/Poll.mjs`,
    components: ['Poll'],
    usedWhen: 'a conversation shows a poll message',
  },
  {
    module: `${SCR}/Location/ShareLocationDialog.mjs`,
    components: ['ShareLocationDialog'],
    usedWhen: "never: Parley's own share-location dialog replaces it",
  },
  {
    module: `${SCR}/MediaRecorder/AudioRecorder/AudioRecorder.mjs`,
    components: ['AudioRecorder'],
    usedWhen: 'a voice message is being recorded',
  },
  {
    module: `${SCR}/Gallery/GalleryUI.mjs`,
    components: ['GalleryUI'],
    usedWhen: 'an image is opened full size',
  },
  {
    module: `${SCR}/FileIcon/FileIcon.mjs`,
    components: ['FileIcon'],
    usedWhen: 'a file, audio or voice attachment is shown, in a message or the composer',
  },
  {
    module: 'file-selector/dist/es2015/index.js',
    asyncFunctions: ['fromEvent'],
    usedWhen: 'files are dropped or picked (react-dropzone reads them through it)',
  },
  {
    module: 'fix-webm-duration/fix-webm-duration.js',
    asyncDefault: true,
    usedWhen: 'a voice recording has finished',
  },
];

export const LAZY_MODULES: readonly LazyModule[] = LAZY.map((entry) => ({
  ...entry,
  module: listed({
    module: entry.module,
    usedBy: 'lazy-sdk-modules',
    why: `a chunk fetched on first use (${entry.usedWhen}): the names it exports`,
  }),
}));

// light-markdown: Parley's Markdown renderer in place of the SDK's react-markdown stack.

/**
 * Message text and quoted messages (`renderText`, imported by Message/MessageText.mjs and the
 * index): every importer in the SDK gets src/ui/markdown/render-text.tsx instead.
 */
export const RENDER_TEXT = inNodeModules(
  appModule(
    'Message/renderText/renderText.mjs',
    "swapped for Parley's renderer; the app's tests compare the two",
    'light-markdown, the app',
  ),
);

/** The conversation list's preview helpers: only their Markdown code is cut out. */
export const PREVIEW = inNodeModules(
  appModule(
    'ChannelListItem/utils.mjs',
    "its Markdown imports and declarations, cut; the app's tests compare the previews",
    'light-markdown, the app',
  ),
);

/** What the preview module imports for Markdown, by source, and the names it binds. */
export const PREVIEW_IMPORTS: Record<string, string[]> = {
  'react-markdown': ['ReactMarkdown'],
  'remark-gfm': ['remarkGfm'],
  'mdast-util-to-string': ['toString'],
  'remark-parse': ['remarkParse'],
  unified: ['unified'],
  '../Message/renderText/remarkPlugins/htmlToTextPlugin.mjs': ['htmlToTextPlugin'],
  '../Message/renderText/remarkPlugins/imageToLink.mjs': ['imageToLink'],
  '../Message/renderText/remarkPlugins/plusPlusToEmphasis.mjs': ['plusPlusToEmphasis'],
};

/** Its declarations that use them, each one `var` statement: all are cut. */
export const PREVIEW_DECLARATIONS = [
  'remarkPlugins',
  'renderPreviewText',
  'createPlainTextProcessor',
  'plainTextProcessor',
  'stripMarkdownToText',
];

/** The two it exports (the index re-exports them): Parley's preview-text.tsx provides them. */
export const PREVIEW_EXPORTS = ['renderPreviewText', 'stripMarkdownToText'];

// thread-stays-closed: a closed thread is not opened again by the conversation's own update.

/** The conversation's reducer (`makeChannelReducer`): its `setThread` case, guarded. */
export const CHANNEL_REDUCER = inNodeModules(
  listed({
    module: `${SCR}/Channel/channelState.mjs`,
    usedBy: 'thread-stays-closed',
    why: 'its setThread case, which set whatever thread it was given, now updates only the open one',
  }),
);

// socket-stays-disconnected: a chat connection closed for good does not come back on its own.

/**
 * stream-chat's browser build (the package's own entry, but its connection's code is what the
 * plugin rewrites): `_connect` and `_reconnect` give up on a disconnected connection, and
 * `_connect` again once its token is in.
 */
export const STREAM_CHAT_BUILD = inNodeModules(
  listed({
    module: 'stream-chat/dist/esm/index.mjs',
    usedBy: 'socket-stays-disconnected',
    why: 'StableWSConnection stops reconnecting and connecting once disconnected, as with the WS fallback on',
  }),
);

/**
 * How the app (and its unit tests) reach the listed files the package's exports do not offer:
 * only those, each by its own name.
 */
export const sdkAliases: Record<string, string> = Object.fromEntries(
  PRIVATE_SDK_MODULES.flatMap(({ alias, module }) =>
    alias ? [[alias, inNodeModules(module)]] : [],
  ),
);
