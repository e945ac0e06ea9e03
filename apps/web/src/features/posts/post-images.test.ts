import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX } from '@roi/contract/post-rules';
import { MESSAGES } from '@roi/contract/messages';
import { detectPostImageType, postImageProblem, readPostImage } from '../../lib/post-image-file';
import { roomForImages, toPostAssets } from './post-images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [...'GIF89a'].map((character) => character.charCodeAt(0));
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([1, 2, 3, 4], [...'WEBP'].map((c) => c.charCodeAt(0)));
const SVG = [...'<svg xmlns="'].map((character) => character.charCodeAt(0));

/** The browser's FileReader, as far as reading a data URL goes: the tests run in Node, which has none. */
class NodeFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(blob: Blob) {
    void blob.arrayBuffer().then((bytes) => {
      this.result = `data:${blob.type};base64,${Buffer.from(bytes).toString('base64')}`;
      this.onload?.();
    });
  }
}

beforeEach(() => vi.stubGlobal('FileReader', NodeFileReader));
afterEach(() => vi.unstubAllGlobals());

describe('post images', () => {
  it('are told apart by their first bytes', () => {
    expect(detectPostImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(detectPostImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(detectPostImageType(new Uint8Array(GIF))).toBe('image/gif');
    expect(detectPostImageType(new Uint8Array(WEBP))).toBe('image/webp');
    expect(detectPostImageType(new Uint8Array(SVG))).toBeNull();
  });

  it('are refused over 2 MB first, then when they are no image', () => {
    expect(postImageProblem(POST_IMAGE_MAX_BYTES + 1, new Uint8Array(PNG))).toBe(MESSAGES.postImageTooLarge);
    expect(postImageProblem(POST_IMAGE_MAX_BYTES, new Uint8Array(PNG))).toBeNull();
    expect(postImageProblem(10, new Uint8Array(SVG))).toBe(MESSAGES.postImageType);
  });

  it('are read as data URLs typed by their content, whatever the name says', async () => {
    const file = new Blob([new Uint8Array(GIF)], { type: 'image/png' });
    await expect(readPostImage(file)).resolves.toEqual({ dataUrl: 'data:image/gif;base64,R0lGODlh', problem: null });
    await expect(readPostImage(new Blob(['hello']))).resolves.toEqual({ dataUrl: null, problem: MESSAGES.postImageType });
  });

  it(`are at most ${POST_IMAGES_MAX} to a post`, () => {
    expect(roomForImages(0, 3)).toBe(3);
    expect(roomForImages(POST_IMAGES_MAX - 2, 5)).toBe(2);
    expect(roomForImages(POST_IMAGES_MAX, 1)).toBe(0);
  });

  it('go out new by content and saved by their URL, each with its alt text', () => {
    expect(
      toPostAssets([
        { id: 'a', kind: 'new', dataUrl: 'data:image/png;base64,AA', altText: 'A chart of jobs created' },
        { id: 'b', kind: 'saved', url: '/media/b.png', altText: '' },
      ]),
    ).toEqual([
      { base64: 'data:image/png;base64,AA', file_type: 'IMAGE', alt_text: 'A chart of jobs created' },
      { url: '/media/b.png', file_type: 'IMAGE', alt_text: '' },
    ]);
  });
});
