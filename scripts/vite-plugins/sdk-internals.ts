/**
 * Every private part of stream-chat-react that Parley's build relies on: files inside its dist/
 * that the package's exports do not offer, and the names and code shapes the plugins in this
 * folder find in them (with two modules of libraries the SDK brings along). The plugins and
 * vite.config.ts, vitest.config.ts take them from here rather than naming them themselves, so
 * this is the list to read after an upgrade (docs/chat-ui.md, "Upgrading stream-chat-react"). A plugin
 * that no longer finds what it relies on fails the build with sdkChanged().
 *
 * Paths that plugins compare with `endsWith` are relative to node_modules; the others are
 * absolute.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * A guard's message: what the plugin no longer finds, and where to look (the plugin's module,
 * scripts/vite-plugins/<plugin>.ts, this list and the checks in docs/chat-ui.md).
 */
export function sdkChanged(plugin: string, what: string): string {
  return `${plugin}: ${what}; the SDK changed, revisit scripts/vite-plugins/${plugin}.ts and scripts/vite-plugins/sdk-internals.ts (docs/chat-ui.md, "Upgrading stream-chat-react")`;
}

// Where the SDK is: the aliases, the chunk names, every plugin.

/** The SDK's ES build: the files the app bundles, whose module ids the plugins match. */
export const SDK_ES_DIR = fileURLToPath(
  new URL('../../node_modules/stream-chat-react/dist/es', import.meta.url),
);

/** Its translations and Streami18n: loaded on demand, built as i18n-* chunks not precached. */
export const I18N_DIR = path.join(SDK_ES_DIR, 'i18n');

/**
 * How the app (and its unit tests) reach files the package's exports do not offer; what src/
 * imports through them is typed in src/stream-chat-react-modules.d.ts.
 */
export const sdkAliases = {
  /** The translation src/features/chat/chat-i18n.ts loads for the browser's language. */
  'stream-chat-react-i18n': I18N_DIR,
  /** The pieces (links, mentions, emoji) src/features/chat/markdown/ renders with. */
  'stream-chat-react-components': path.join(SDK_ES_DIR, 'components'),
};

// stream-translations-on-demand: Streami18n without the translations nobody asked for.

/** Imports every translation and dayjs locale statically; all but English are emptied. */
export const STREAMI18N = path.join(I18N_DIR, 'Streami18n.mjs');

/** A translation's file name in I18N_DIR: its language, two letters. */
export const TRANSLATION_FILE = /^(\w\w)\.mjs$/;

/** How Streami18n.mjs imports a translation, a line each: each becomes an empty object. */
export const TRANSLATION_IMPORT = /^import (\w+)_default from "\.\/(\w+)\.mjs";$/gm;

/** How Streami18n.mjs imports a dayjs locale, a line each: its translation brings it instead. */
export const DAYJS_LOCALE_IMPORT = /^import "dayjs\/locale\/(\w+)\.js";$/gm;

// trim-english-translation: the English table without the entries that are their key.

/** The English translation: string variables and one object of them, most the key itself. */
export const EN_TRANSLATION = path.join('stream-chat-react', 'dist', 'es', 'i18n', 'en.mjs');

/** The name of that object in en.mjs, the one declaration that is not a string. */
export const EN_TABLE = 'en_default';

// lazy-sdk-modules: SDK defaults nobody sees on the chat route's first render, fetched on use.

/** The SDK's index, what the app imports by name: its imports stay real (the app's wrappers). */
export const SDK_INDEX = path.join('stream-chat-react', 'dist', 'es', 'index.mjs');

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

const SCR = 'stream-chat-react/dist/es/components';

export const LAZY_MODULES: LazyModule[] = [
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

// light-markdown: Parley's Markdown renderer in place of the SDK's react-markdown stack.

/**
 * Message text and quoted messages (`renderText`, imported by Message/MessageText.mjs and the
 * index): every importer in the SDK gets src/features/chat/markdown/render-text.tsx instead.
 */
export const RENDER_TEXT = path.join(SDK_ES_DIR, 'components/Message/renderText/renderText.mjs');

/** The conversation list's preview helpers: only their Markdown code is cut out. */
export const PREVIEW = path.join(SDK_ES_DIR, 'components/ChannelListItem/utils.mjs');

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
