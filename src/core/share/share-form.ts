/**
 * What a share target's form carries, read into what Parley keeps: title, text and link as the
 * sharing app sent them (trimmed, bounded), and the pictures. A share with a file Parley cannot
 * send keeps nothing of its content, only the reason, so nothing of it is half-sent.
 */
import { SHARE_PICTURE_LIMIT, SHARE_PICTURE_TYPES, SHARE_PICTURES_MAX } from './share-action.ts';

export interface SharedPicture {
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

export type ShareProblem =
  | { kind: 'too-large'; name: string }
  | { kind: 'unsupported'; name: string }
  | { kind: 'too-many'; count: number }
  /** The whole form is over what a share may carry, so it was not read. */
  | { kind: 'too-big' }
  | { kind: 'unreadable' };

export type ShareContent =
  | { title: string; text: string; url: string; pictures: SharedPicture[] }
  | { problem: ShareProblem };

/** The longest text a message takes on Stream (its default message length limit). */
const TEXT_LIMIT = 5000;

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, TEXT_LIMIT) : '';
}

/** A link only when it is one a person could open: http(s). */
function link(form: FormData): string {
  const value = field(form, 'url');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

export function readShareForm(form: FormData): ShareContent {
  // Some apps send an empty file part when they share no file at all.
  const files = form
    .getAll('files')
    .filter((part): part is File => typeof part !== 'string' && part.size > 0);
  if (files.length > SHARE_PICTURES_MAX) {
    return { problem: { kind: 'too-many', count: files.length } };
  }
  for (const file of files) {
    if (!SHARE_PICTURE_TYPES.includes(file.type)) {
      return { problem: { kind: 'unsupported', name: file.name } };
    }
    if (file.size > SHARE_PICTURE_LIMIT) return { problem: { kind: 'too-large', name: file.name } };
  }
  return {
    title: field(form, 'title'),
    text: field(form, 'text'),
    url: link(form),
    pictures: files.map((file) => ({
      name: file.name || 'picture',
      type: file.type,
      size: file.size,
      blob: file,
    })),
  };
}

/** The composer's text for a share: what was written, then the link unless the text has it. */
export function shareText(content: { title: string; text: string; url: string }): string {
  const words = content.text || content.title;
  if (!content.url || words.includes(content.url)) return words;
  return words ? `${words}\n${content.url}` : content.url;
}
