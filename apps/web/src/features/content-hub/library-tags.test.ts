import { describe, expect, it } from 'vitest';
import { fieldOfTags, tagsOfField } from './library-tags';

describe('the tags field', () => {
  it('reads tags separated by commas, trimmed, lower-cased and once each', () => {
    expect(tagsOfField(' Sites, aerial ,,sites ')).toEqual(['sites', 'aerial']);
    expect(tagsOfField('')).toEqual([]);
  });

  it('writes tags back as the field shows them', () => {
    expect(fieldOfTags(['sites', 'aerial'])).toBe('sites, aerial');
  });
});
