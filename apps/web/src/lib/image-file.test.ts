import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { detectImageKind, imageFileProblem, readImageFile } from './image-file';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageKind', () => {
  it('tells PNG, JPEG and SVG from their first bytes', () => {
    expect(detectImageKind(PNG)).toBe('png');
    expect(detectImageKind(JPEG)).toBe('jpeg');
    expect(detectImageKind(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(detectImageKind(text('<?xml version="1.0"?><svg/>'))).toBe('svg');
    expect(detectImageKind(text('\uFEFF  \n<SVG/>'))).toBe('svg');
  });

  it('refuses other content whatever the file is called', () => {
    expect(detectImageKind(text('GIF89a'))).toBeNull();
    expect(detectImageKind(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
  });
});

describe('imageFileProblem', () => {
  it('accepts a picture of at most 2 MB', () => {
    expect(imageFileProblem(IMAGE_MAX_BYTES, PNG)).toBeNull();
  });

  it('checks the size before the type', () => {
    expect(imageFileProblem(IMAGE_MAX_BYTES + 1, text('GIF89a'))).toBe(MESSAGES.imageTooLarge);
    expect(imageFileProblem(100, text('GIF89a'))).toBe(MESSAGES.imageType);
    expect(imageFileProblem(0, PNG)).toBe(MESSAGES.imageType);
  });
});

describe('readImageFile', () => {
  it('reads an SVG as an image/svg+xml data URL, whatever its declared type', async () => {
    const file = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'text/plain' });
    const result = await readImageFile(file);
    expect(result.problem).toBeNull();
    expect(result.dataUrl?.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  it('refuses a file whose content is not an allowed picture', async () => {
    const result = await readImageFile(new Blob(['GIF89a....'], { type: 'image/png' }));
    expect(result).toEqual({ dataUrl: null, problem: MESSAGES.imageType });
  });
});
