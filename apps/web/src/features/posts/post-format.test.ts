import { describe, expect, it } from 'vitest';
import {
  canOpenInEditor,
  cutExcerpt,
  formatPostDate,
  postCountText,
  publishStatusLabel,
  referenceLabel,
  withChosenOption,
} from './post-format';

describe('status labels', () => {
  it('names the three publish statuses', () => {
    expect(publishStatusLabel(0)).toBe('In progress');
    expect(publishStatusLabel(1)).toBe('Draft');
    expect(publishStatusLabel(2)).toBe('Posted');
    expect(publishStatusLabel(9)).toBe('Unknown');
  });

  it('offers the editor for posts in progress and drafts only', () => {
    expect(canOpenInEditor(0)).toBe(true);
    expect(canOpenInEditor(1)).toBe(true);
    expect(canOpenInEditor(2)).toBe(false);
  });
});

describe('count text', () => {
  it('says post for one and posts otherwise', () => {
    expect(postCountText(0, 'en-US')).toBe('0 posts');
    expect(postCountText(1, 'en-US')).toBe('1 post');
    expect(postCountText(24, 'en-US')).toBe('24 posts');
  });

  it('groups thousands the user’s way', () => {
    expect(postCountText(1234, 'en-US')).toBe('1,234 posts');
  });
});

describe('excerpts', () => {
  it('keeps a short text whole, on one line', () => {
    expect(cutExcerpt('Hello\n\n  world  ', 20)).toBe('Hello world');
  });

  it('cuts a long text at a word, within the limit, ending in an ellipsis', () => {
    const text = 'Our region welcomes three new advanced manufacturers this spring, adding jobs.';
    const excerpt = cutExcerpt(text, 40);
    expect(excerpt).toBe('Our region welcomes three new advanced…');
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(40);
  });

  it('cuts inside a very long word when no space is near', () => {
    const excerpt = cutExcerpt('a'.repeat(100), 10);
    expect(excerpt).toBe(`${'a'.repeat(9)}…`);
  });

  it('does not leave punctuation before the ellipsis', () => {
    expect(cutExcerpt('One, two, three, four, five', 10)).toBe('One, two…');
  });

  it('never splits an emoji', () => {
    const excerpt = cutExcerpt('🚀'.repeat(20), 5);
    expect(excerpt).toBe('🚀🚀🚀🚀…');
  });

  it('shows markup as the text it is', () => {
    expect(cutExcerpt('<b>bold</b>', 50)).toBe('<b>bold</b>');
  });
});

describe('dates', () => {
  it('formats a timestamp in the given locale', () => {
    expect(formatPostDate('2025-03-04T10:00:00Z', 'en-US')).toBe('Mar 4, 2025');
  });

  it('shows a dash for an unreadable timestamp', () => {
    expect(formatPostDate('not a date', 'en-US')).toBe('—');
    expect(formatPostDate('', 'en-US')).toBe('—');
  });
});

describe('filter options', () => {
  const options = [{ value: 'West', label: 'West' }];

  it('adds the chosen value when the options lack it', () => {
    expect(withChosenOption(options, 'Gone', (value) => `${value} (retired)`)).toEqual([
      { value: 'West', label: 'West' },
      { value: 'Gone', label: 'Gone (retired)' },
    ]);
  });

  it('adds nothing when nothing is chosen or the choice is offered', () => {
    expect(withChosenOption(options, '', String)).toEqual(options);
    expect(withChosenOption(options, 'West', String)).toEqual(options);
  });

  it('shows an entry’s current label, or the stored value for one no longer offered', () => {
    const entries = [{ value: 'Energy', label: 'Energy and utilities' }];
    expect(referenceLabel('Energy', entries)).toBe('Energy and utilities');
    expect(referenceLabel('Tourism', entries)).toBe('Tourism');
    expect(referenceLabel('Tourism', undefined)).toBe('Tourism');
  });
});
