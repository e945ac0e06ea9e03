import { POST_IMAGE_MAX_BYTES, type POST_IMAGE_TYPES } from '@roi/contract/post-rules';
import { MESSAGES } from '@roi/contract/messages';

/**
 * A post image chosen from the device, checked here first (docs/product/validation.md#post-images): by
 * the post editor and by the media library, whose images become post images.
 */

type PostImageType = (typeof POST_IMAGE_TYPES)[number];

/** What the file input offers; the content decides in the end. */
export const POST_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.png,.jpg,.jpeg,.gif,.webp';

/** How many leading bytes `detectPostImageType` reads. */
const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((value, index) => bytes[offset + index] === value);

/** The image type a file's first bytes show: PNG, JPEG, GIF ('GIF8') or WebP ('RIFF'....'WEBP'). */
export function detectPostImageType(bytes: Uint8Array): PostImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The size first, then the type; null when the image may be added. */
export function postImageProblem(size: number, leadingBytes: Uint8Array): string | null {
  if (size > POST_IMAGE_MAX_BYTES) return MESSAGES.postImageTooLarge;
  if (!detectPostImageType(leadingBytes)) return MESSAGES.postImageType;
  return null;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(MESSAGES.imageUnreadable));
    reader.readAsDataURL(blob);
  });
}

export type PostImageReadResult = { dataUrl: string; problem: null } | { dataUrl: null; problem: string };

/** Checks a chosen file and reads it as a data URL typed by its content, not by its name. */
export async function readPostImage(file: Blob): Promise<PostImageReadResult> {
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const problem = postImageProblem(file.size, head);
    if (problem) return { dataUrl: null, problem };
    const type = detectPostImageType(head) as PostImageType;
    return { dataUrl: await readAsDataUrl(new Blob([file], { type })), problem: null };
  } catch {
    return { dataUrl: null, problem: MESSAGES.imageUnreadable };
  }
}
