import {
  cutText,
  PREVIEW_MAX_IMAGES,
  PREVIEW_TEXT_CHARS,
  PREVIEW_TEXT_CHARS_WITHOUT_IMAGES,
} from '@roi/contract/post-rules';

/**
 * The text the mock post shows: cut to 100 characters, or 200 when there are no images, until
 * the reader asks for more. `isCut` says whether a 'More' button belongs after it.
 */
export function previewTextOf(text: string, imageCount: number, isExpanded: boolean): { text: string; isCut: boolean } {
  const trimmed = text.trim();
  if (isExpanded) return { text: trimmed, isCut: false };
  const shown = cutText(trimmed, imageCount > 0 ? PREVIEW_TEXT_CHARS : PREVIEW_TEXT_CHARS_WITHOUT_IMAGES);
  return shown === trimmed ? { text: trimmed, isCut: false } : { text: shown.trimEnd(), isCut: true };
}

/** Up to three images, and how many more a '+N More' tile stands for. */
export function previewImagesOf<T>(images: readonly T[]): { shown: T[]; moreCount: number } {
  return { shown: images.slice(0, PREVIEW_MAX_IMAGES), moreCount: Math.max(0, images.length - PREVIEW_MAX_IMAGES) };
}
