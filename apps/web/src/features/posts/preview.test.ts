import { describe, expect, it } from 'vitest';
import { previewImagesOf, previewTextOf } from './preview';

const long = 'x'.repeat(250);

describe('the preview', () => {
  it('cuts the text at 100 characters beside images and at 200 without', () => {
    expect(previewTextOf(long, 1, false)).toEqual({ text: 'x'.repeat(100), isCut: true });
    expect(previewTextOf(long, 0, false)).toEqual({ text: 'x'.repeat(200), isCut: true });
  });

  it('shows the whole text when it is short or the reader asked for more', () => {
    expect(previewTextOf('  Short post  ', 2, false)).toEqual({ text: 'Short post', isCut: false });
    expect(previewTextOf(long, 1, true)).toEqual({ text: long, isCut: false });
  });

  it('does not split an emoji at the cut', () => {
    const text = `${'a'.repeat(99)}🚀🚀`;
    expect(previewTextOf(text, 1, false).text).toBe(`${'a'.repeat(99)}🚀`);
  });

  it('shows up to three images and counts the rest for the "+N More" tile', () => {
    expect(previewImagesOf([1, 2])).toEqual({ shown: [1, 2], moreCount: 0 });
    expect(previewImagesOf([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], moreCount: 2 });
  });
});
