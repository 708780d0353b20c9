/**
 * Modules of stream-chat-react that its package index does not export, reached through the
 * alias in scripts/vite-plugins/sdk-internals.ts: the pieces src/ui/markdown/ renders with, and the
 * SDK's own renderers its tests compare against.
 */
declare module 'stream-chat-react-components/Message/renderText/componentRenderers/Anchor.mjs' {
  export const Anchor: (props: import('react').ComponentProps<'a'>) => import('react').JSX.Element;
}
declare module 'stream-chat-react-components/Message/renderText/componentRenderers/Emoji.mjs' {
  export const Emoji: (props: {
    children?: import('react').ReactNode;
  }) => import('react').JSX.Element;
}
declare module 'stream-chat-react-components/Message/renderText/componentRenderers/Mention.mjs' {
  export const Mention: (
    props: import('stream-chat-react').MentionProps,
  ) => import('react').JSX.Element;
}
declare module 'stream-chat-react-components/Message/renderText/rehypePlugins/mentionsMarkdownPlugin.mjs' {
  export const getMentionDisplayTexts: typeof import('stream-chat-react').getMentionDisplayTexts;
  export const getRenderTextMentionEntities: typeof import('stream-chat-react').getRenderTextMentionEntities;
}
declare module 'stream-chat-react-components/Message/emojiRegex.mjs' {
  export const EMOJI_REGEX: RegExp;
}
declare module 'stream-chat-react-components/UtilityComponents/ErrorBoundary.mjs' {
  export const ErrorBoundary: import('react').ComponentType<{
    children?: import('react').ReactNode;
    fallback: import('react').ReactNode;
  }>;
}
declare module 'stream-chat-react-components/Message/renderText/renderText.mjs' {
  export const renderText: typeof import('stream-chat-react').renderText;
}
declare module 'stream-chat-react-components/ChannelListItem/utils.mjs' {
  export const renderPreviewText: typeof import('stream-chat-react').renderPreviewText;
}
declare module 'stream-chat-react-components/Message/renderText/regex.mjs' {
  export const detectHttp: RegExp;
  export const escapeRegExp: typeof import('stream-chat-react').escapeRegExp;
  export const matchMarkdownLinks: typeof import('stream-chat-react').matchMarkdownLinks;
  export const messageCodeBlocks: typeof import('stream-chat-react').messageCodeBlocks;
}

/** stream-chat-react's translation files, aliased in scripts/vite-plugins/sdk-internals.ts and loaded on demand. */
declare module 'stream-chat-react-i18n/*.mjs' {
  const translation: Record<string, string>;
  export default translation;
}
