/**
 * Chat-message Markdown to React elements, on markdown-to-jsx (8 KB gzip) instead of the SDK's
 * react-markdown + remark + micromark stack (about 50 KB gzip on the chat route). It keeps what
 * the SDK's renderer does to message text: GFM basics (emphasis, strike-through with two tildes,
 * code, lists, quotes, tables, headings), raw HTML shown as text, images shown as links, `++ins++`,
 * one <br> per blank line between blocks, and text decorations (mentions, emoji) applied to the
 * text the parser produced, never inside code.
 */
import { compiler, RuleType, sanitizer, type MarkdownToJSX } from 'markdown-to-jsx';
import { createElement, Fragment, type ElementType, type ReactNode } from 'react';

// The SDK's renderers take whatever props their tag gets (href, node, ...).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MarkdownRenderers = Record<string, ElementType<any> | undefined>;

/** Turns a run of plain text into text and elements made with `make`. */
export type TextDecorator = (text: string, make: MakeElement) => ReactNode[];

export type MakeElement = (
  tag: string,
  props: Record<string, unknown>,
  ...children: ReactNode[]
) => ReactNode;

interface MarkdownOptions {
  /** Tags rendered as such; any other tag is left out and its contents kept. All when unset. */
  allowedTags?: ReadonlySet<string>;
  /** Components that render a tag instead of the plain element. */
  renderers?: MarkdownRenderers;
  /** Applied, in order, to text outside code. */
  decorators?: TextDecorator[];
}

/** Text inside these is shown exactly as written. */
const VERBATIM = new Set(['code', 'pre']);

/** `++text++`: inserted text, as the SDK's plusPlusToEmphasis plugin reads it. */
const INSERTED = /\+\+(\S(?:[\s\S]*?\S)?)\+\+/g;

/**
 * A decorator that turns every match of `pattern` (a global pattern: matchAll scans a copy of it,
 * so a shared one keeps its lastIndex) into an element made by `element`.
 */
export function decorateMatches(
  pattern: RegExp,
  element: (match: RegExpExecArray, make: MakeElement) => ReactNode,
): TextDecorator {
  return (text, make) => {
    const out: ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      if (match.index > last) out.push(text.slice(last, match.index));
      out.push(element(match, make));
      last = match.index + match[0].length;
    }
    if (last < text.length) out.push(text.slice(last));
    return out;
  };
}

/** Fenced blocks, indented lines and code spans: what Markdown shows as written. */
const CODE =
  /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[^\n]*|(?![\s\S]))|^(?: {4}|\t)[^\n]*|(`+)[\s\S]*?\2/gm;
/** An underscore between two letters or digits. */
const INTRAWORD_UNDERSCORE = /(?<=[\p{L}\p{N}])_(?=[\p{L}\p{N}])/gu;

/**
 * CommonMark never opens or closes emphasis with an underscore inside a word (snake_case,
 * file_name_v2.txt); markdown-to-jsx does, so those underscores are escaped, outside code.
 */
function escapeIntrawordUnderscores(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    out += text.slice(last, match.index).replace(INTRAWORD_UNDERSCORE, '\\_') + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(INTRAWORD_UNDERSCORE, '\\_');
}

const insertedText = decorateMatches(INSERTED, (match, make) => make('ins', {}, match[1]));

function decorate(children: ReactNode[], decorators: TextDecorator[], make: MakeElement) {
  let nodes = (children as unknown[]).flat(Infinity) as ReactNode[];
  for (const decorator of decorators) {
    nodes = nodes.flatMap((node) => (typeof node === 'string' ? decorator(node, make) : [node]));
  }
  return nodes;
}

/**
 * The source cut where blank lines separate blocks, with the number of blank lines before each
 * part. Blank lines inside a fenced code block, or followed by an indented line (a list item's
 * next paragraph), do not cut.
 */
function splitAtBlankLines(text: string): { part: string; blankLinesBefore: number }[] {
  const parts: { part: string; blankLinesBefore: number }[] = [];
  const lines = text.split('\n');
  let current: string[] = [];
  let blankLinesBefore = 0;
  let blanks = 0;
  let fence: string | undefined;
  for (const line of lines) {
    const isBlank = line.trim() === '';
    if (fence === undefined && isBlank) {
      blanks += 1;
      continue;
    }
    if (blanks > 0) {
      if (current.length > 0 && !/^\s/.test(line)) {
        parts.push({ part: current.join('\n'), blankLinesBefore });
        current = [];
        blankLinesBefore = blanks;
      } else if (current.length > 0) {
        current.push(...Array<string>(blanks).fill(''));
      }
      blanks = 0;
    }
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
    }
    current.push(line);
  }
  if (current.length > 0) parts.push({ part: current.join('\n'), blankLinesBefore });
  return parts;
}

export function markdownToReact(text: string, options: MarkdownOptions = {}): ReactNode[] {
  const { allowedTags, renderers = {}, decorators = [] } = options;
  const textDecorators = [insertedText, ...decorators];

  const element = (
    tag: string,
    props: Record<string, unknown>,
    children: ReactNode[],
  ): ReactNode => {
    if (allowedTags && !allowedTags.has(tag)) {
      return createElement(Fragment, { key: props.key as string | undefined }, ...children);
    }
    // markdown-to-jsx gives headings ids made from their text: they would repeat across messages.
    const { id: _id, ...rest } = props;
    return createElement(renderers[tag] ?? tag, rest, ...children);
  };
  // What decorators make holds the matched text as it is: it is not decorated again.
  const decorated: MakeElement = (tag, props, ...children) => element(tag, props, children);
  const make: MakeElement = (tag, props, ...children) =>
    element(
      tag,
      props,
      VERBATIM.has(tag) ? children : decorate(children, textDecorators, decorated),
    );

  const compile = {
    forceBlock: true,
    wrapper: null,
    disableParsingRawHTML: true,
    // Bare addresses are linked before parsing (linkify-text.ts), as the SDK does.
    disableAutoLink: true,
    createElement: (tag, props, ...children) =>
      typeof tag === 'string'
        ? make(tag, props as Record<string, unknown>, ...children)
        : createElement(tag, props, ...children),
    renderRule: (next, node, _renderChildren, state) => {
      if (node.type !== RuleType.image) return next();
      // Images are never fetched from message text: a link to the address, as the SDK shows them.
      // (The sanitizer answers null for a javascript: or data: address; its types say string.)
      const href: string | null = sanitizer(node.target);
      return make(
        'a',
        {
          key: state.key,
          href: href ?? undefined,
          title: node.title || node.alt || node.target,
        },
        node.target,
      );
    },
  } satisfies MarkdownToJSX.Options;

  return splitAtBlankLines(text).flatMap(({ part, blankLinesBefore }, index) => [
    ...Array.from({ length: index === 0 ? 0 : blankLinesBefore }, (_, n) =>
      make('br', { key: `br-${index}-${n}` }),
    ),
    createElement(
      Fragment,
      { key: `part-${index}` },
      ...compiler(escapeIntrawordUnderscores(part), compile),
    ),
  ]);
}
