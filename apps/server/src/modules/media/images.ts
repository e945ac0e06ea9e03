import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@roi/contract/constants';
import { AppError } from '../../lib/app-error.js';
import { loadSharp } from '../../lib/sharp.js';
import { urlOfStoredImage, type ImageStore } from './image-store.js';

/** Formats accepted for profile pictures and logos, as sharp reads them from the bytes. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'svg']);
/** A picture larger than this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
const DATA_URL = /^data:[\w.+/-]+;base64,([A-Za-z0-9+/]+={0,2})$/;

export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; url: string };

/**
 * What an inline image field asks for: keep the current picture (its own URL sent back), remove it
 * (''), or replace it with the picture in a data URL — checked by its content, never by its name or
 * declared type, and stored re-encoded as PNG so that nothing but pixels survives (an SVG's scripts
 * included).
 */
export async function readImageChange(
  value: string,
  current: string | null,
  options: { store: ImageStore; maxSide: number },
): Promise<ImageChange> {
  if (value === (current ?? '')) return { kind: 'keep' };
  if (value === '') return { kind: 'remove' };
  const match = DATA_URL.exec(value);
  if (!match) throw new AppError(400, 'imageUnreadable');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, 'imageTooLarge');
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch((error: unknown) => {
    throw tooManyPixels(error) ? new AppError(413, 'imageDimensions') : new AppError(415, 'imageType');
  });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError(415, 'imageType');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError(413, 'imageDimensions');
  const png = await image
    .rotate()
    .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch((error: unknown) => {
      throw tooManyPixels(error) ? new AppError(413, 'imageDimensions') : new AppError(415, 'imageUnreadable');
    });
  const name = `${randomBytes(16).toString('hex')}.png`;
  await options.store.save(name, { bytes: png, contentType: 'image/png' });
  return { kind: 'replace', url: urlOfStoredImage(name) };
}

/** Whether sharp refused an image for its pixel count (a decompression bomb). */
export function tooManyPixels(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** The stored URL after a change: the new one, none, or the one there was. */
export function applyImageChange(change: ImageChange, current: string | null): string | null {
  if (change.kind === 'replace') return change.url;
  return change.kind === 'remove' ? null : current;
}
