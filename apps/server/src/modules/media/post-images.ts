import { randomBytes } from 'node:crypto';
import type { FormatEnum } from 'sharp';
import { POST_IMAGE_MAX_BYTES } from '@roi/contract/post-rules';
import { AppError } from '../../lib/app-error.js';
import { loadSharp } from '../../lib/sharp.js';
import { urlOfStoredImage, type ImageStore } from './image-store.js';
import { tooManyPixels } from './images.js';

/** Post images keep their format; the key is the format sharp reads from the bytes. */
const POST_IMAGE_FORMATS: Record<string, { extension: string; contentType: string }> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};
/** A picture larger than this many pixels (all frames together) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const DATA_URL_OR_BASE64 = /^(?:data:[\w.+/-]+;base64,)?([A-Za-z0-9+/]+={0,2})$/;

export interface StoredPostImage {
  url: string;
  contentType: string;
  byteSize: number;
}

/**
 * Stores one post image sent as base64 (a data URL or bare). Its format is read from its bytes, never
 * from a name or a declared type, and it is re-encoded in that format: what is served is pixels only,
 * without the camera's metadata (places, serial numbers) or anything riding after the image data.
 */
export async function storePostImage(base64: string, store: ImageStore): Promise<StoredPostImage> {
  const match = DATA_URL_OR_BASE64.exec(base64.replace(/\s+/g, ''));
  if (!match) throw new AppError(400, 'imageUnreadable');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > POST_IMAGE_MAX_BYTES) throw new AppError(413, 'postImageTooLarge');
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
    .metadata()
    .catch((error: unknown) => {
      throw tooManyPixels(error) ? new AppError(413, 'imageDimensions') : new AppError(415, 'postImageType');
    });
  const format = metadata.format ? POST_IMAGE_FORMATS[metadata.format] : undefined;
  if (!format) throw new AppError(415, 'postImageType');
  const frames = metadata.pages ?? 1;
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) * frames > MAX_INPUT_PIXELS) {
    throw new AppError(413, 'imageDimensions');
  }
  const animated = frames > 1;
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
  // A photo's orientation lives in the metadata that re-encoding drops: turn the pixels instead.
  if (!animated) image.rotate();
  const encoded = await image
    .toFormat(metadata.format as keyof FormatEnum)
    .toBuffer()
    .catch((error: unknown) => {
      throw tooManyPixels(error) ? new AppError(413, 'imageDimensions') : new AppError(415, 'imageUnreadable');
    });
  const name = `${randomBytes(16).toString('hex')}.${format.extension}`;
  await store.save(name, { bytes: encoded, contentType: format.contentType });
  return { url: urlOfStoredImage(name), contentType: format.contentType, byteSize: encoded.length };
}
