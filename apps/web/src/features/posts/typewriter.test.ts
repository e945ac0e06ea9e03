import { describe, expect, it } from 'vitest';
import { charactersToReveal, firstCharacters } from './typewriter';

describe('the typing animation', () => {
  it('types a short answer at a steady pace, at least a character a frame', () => {
    expect(charactersToReveal(50, 50, 100)).toBe(9);
    expect(charactersToReveal(50, 50, 1)).toBe(1);
  });

  it('types a long answer faster, so that it is all on screen within moments', () => {
    const length = 3000;
    let shown = 0;
    let elapsed = 0;
    while (shown < length) {
      shown += charactersToReveal(length - shown, length, 16);
      elapsed += 16;
    }
    expect(shown).toBe(length);
    expect(elapsed).toBeLessThanOrEqual(1600);
  });

  it('reveals nothing once all is shown, and never more than is hidden', () => {
    expect(charactersToReveal(0, 10, 1000)).toBe(0);
    expect(charactersToReveal(3, 10, 1000)).toBe(3);
  });

  it('never splits an emoji', () => {
    expect(firstCharacters('🚀🚀 go', 1)).toBe('🚀');
  });
});
