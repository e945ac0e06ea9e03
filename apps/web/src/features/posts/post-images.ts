import { POST_IMAGES_MAX } from '@roi/contract/post-rules';
import type { PostAsset, PostDetail } from '@roi/contract/posts';

/**
 * An image of the post being edited: one chosen now (sent as a data URL), one the post already has, or
 * one chosen from the organisation's media library (sent by its id), with the alt text its author wrote
 * for it ('' while none).
 */
export type PostImage = { id: string; altText: string } & (
  | { kind: 'new'; dataUrl: string }
  | { kind: 'saved'; url: string }
  | { kind: 'library'; libraryImageId: number; url: string }
);

/** How many of `count` more images fit beside the `current` ones (POST_IMAGES_MAX in all). */
export function roomForImages(current: number, count: number): number {
  return Math.max(0, Math.min(count, POST_IMAGES_MAX - current));
}

export function imageSource(image: PostImage): string {
  return image.kind === 'new' ? image.dataUrl : image.url;
}

/** The post's images as the create call takes them: new ones by content, saved ones by their URL, library ones by id. */
export function toPostAssets(images: readonly PostImage[]): PostAsset[] {
  return images.map((image) =>
    image.kind === 'new'
      ? { base64: image.dataUrl, file_type: 'IMAGE', alt_text: image.altText }
      : image.kind === 'library'
        ? { library_image_id: image.libraryImageId, file_type: 'IMAGE', alt_text: image.altText }
        : { url: image.url, file_type: 'IMAGE', alt_text: image.altText },
  );
}

export function imagesOfPost(post: PostDetail): PostImage[] {
  return post.post_assests.map((asset, index) => ({ id: `saved-${index}-${asset.url}`, kind: 'saved', url: asset.url, altText: asset.alt_text }));
}
