/** Checks a chosen picture and turns it into a small square avatar on a canvas. */
import { t } from '../../lib/i18n/translate.ts';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The avatars bucket's limit; the resized picture is far smaller, but the source is checked too. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
const AVATAR_SIZE = 256;

/** What is wrong with the file, in words, or null. Pure, so tested. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t('Choose a PNG, JPEG or WebP picture.');
  }
  if (file.size > MAX_SOURCE_BYTES) {
    const size = (file.size / 1024 / 1024).toFixed(1);
    return t('That picture is {{size}} MB; choose one under {{max}} MB.', { size, max: 15 });
  }
  return null;
}

/** The centred square of the picture, scaled to 256 px. */
export function squareCrop(
  width: number,
  height: number,
): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}

export async function resizeAvatar(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { sx, sy, side } = squareCrop(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('This browser cannot resize pictures.'));
  context.drawImage(bitmap, sx, sy, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', 0.85),
  );
  // Browsers without a WebP encoder hand back PNG, which the bucket accepts too.
  if (!blob) throw new Error(t('The picture could not be converted.'));
  if (blob.size > MAX_AVATAR_BYTES)
    throw new Error(t('The resized picture is still over {{max}} MB.', { max: 2 }));
  return blob;
}
