import { IMAGE_MAX_BYTES } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';

/** The picture types profile pictures and logos may have. */
export type ImageKind = 'png' | 'jpeg' | 'svg';

const MIME_OF: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' };

/** How many leading bytes `detectImageKind` needs. */
export const IMAGE_SNIFF_BYTES = 512;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((value, index) => bytes[index] === value);

/**
 * The type a file really is, told from its first bytes rather than its name: PNG (89 50 4E 47), JPEG
 * (FF D8 FF) or SVG (text opening with '<svg' or '<?xml', after an optional byte-order mark and blanks).
 */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, IMAGE_SNIFF_BYTES));
  const head = text.replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return 'svg';
  return null;
}

/** The size first, then the type; null when the picture may be used. */
export function imageFileProblem(size: number, leadingBytes: Uint8Array): string | null {
  if (size > IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  if (size === 0 || !detectImageKind(leadingBytes)) return MESSAGES.imageType;
  return null;
}

export type ImageReadResult = { dataUrl: string; problem: null } | { dataUrl: null; problem: string };

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/**
 * Checks a chosen picture and reads it as a data URL typed by its content (so an SVG saved under another
 * name still goes out as image/svg+xml). The server checks the bytes again and stores a safe copy.
 */
export async function readImageFile(file: Blob): Promise<ImageReadResult> {
  try {
    const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
    const problem = imageFileProblem(file.size, head);
    if (problem) return { dataUrl: null, problem };
    const kind = detectImageKind(head) as ImageKind;
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { dataUrl: `data:${MIME_OF[kind]};base64,${toBase64(bytes)}`, problem: null };
  } catch {
    return { dataUrl: null, problem: MESSAGES.imageUnreadable };
  }
}
