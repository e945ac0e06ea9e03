import { describe, expect, it } from 'vitest';
import { anchorOfHash, postAnchorOf } from './sandbox-post';

describe('postAnchorOf', () => {
  it("keeps the share's own part of the id", () => {
    expect(postAnchorOf('urn:li:share:sandbox-12')).toBe('sandbox-12');
  });

  it('makes any other id safe for an element id', () => {
    expect(postAnchorOf('urn:li:ugcPost:7')).toBe('urn-li-ugcPost-7');
    expect(postAnchorOf('a b"c')).toBe('a-b-c');
  });
});

describe('anchorOfHash', () => {
  it('reads the post a fragment names', () => {
    expect(anchorOfHash('#sandbox-12')).toBe('sandbox-12');
    expect(anchorOfHash('sandbox-12')).toBe('sandbox-12');
    expect(anchorOfHash('#sandbox%2D12')).toBe('sandbox-12');
  });

  it('is null without a fragment, and keeps a badly encoded one as written', () => {
    expect(anchorOfHash('')).toBeNull();
    expect(anchorOfHash('#')).toBeNull();
    expect(anchorOfHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
