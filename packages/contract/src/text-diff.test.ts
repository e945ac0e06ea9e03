import { describe, expect, it } from 'vitest';
import { wordDiff } from './text-diff.js';

const joined = (parts: ReturnType<typeof wordDiff>, keep: 'before' | 'after') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === (keep === 'before' ? 'removed' : 'added'))
    .map((part) => part.text)
    .join('');

describe('word by word changes', () => {
  it('keeps the words both versions share and names what was removed and added', () => {
    const parts = wordDiff('Two new sites are ready in Riverside.', 'Three new sites are ready now in Riverside.');
    expect(parts).toEqual([
      { kind: 'removed', text: 'Two ' },
      { kind: 'added', text: 'Three ' },
      { kind: 'same', text: 'new sites are ready ' },
      { kind: 'added', text: 'now ' },
      { kind: 'same', text: 'in Riverside.' },
    ]);
  });

  it('gives each version back exactly, line breaks included', () => {
    const before = 'Line one\n\nLine two with 1,200 jobs';
    const after = 'Line one\nLine two with 1,450 jobs\n#Riverside';
    const parts = wordDiff(before, after);
    expect(joined(parts, 'before')).toBe(before);
    expect(joined(parts, 'after')).toBe(after);
  });

  it('says nothing changed for the same text, and everything for an empty one', () => {
    expect(wordDiff('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }]);
    expect(wordDiff('', 'New')).toEqual([{ kind: 'added', text: 'New' }]);
    expect(wordDiff('Old', '')).toEqual([{ kind: 'removed', text: 'Old' }]);
  });
});
