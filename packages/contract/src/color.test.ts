import { describe, expect, it } from 'vitest';
import { bestTextColor, preferredTextColor, contrastRatio, isHexColor, mix, parseHex, readableOn, relativeLuminance, toHex } from './color.js';

describe('hex colours', () => {
  it('accepts only #rrggbb', () => {
    expect(isHexColor('#00c0d7')).toBe(true);
    expect(isHexColor('#00C0D7')).toBe(true);
    expect(isHexColor('#0cd')).toBe(false);
    expect(isHexColor('00c0d7')).toBe(false);
    expect(isHexColor('#00c0dz')).toBe(false);
    expect(isHexColor(null)).toBe(false);
  });

  it('parses and prints channels', () => {
    expect(parseHex('#2196f3')).toEqual({ r: 0x21, g: 0x96, b: 0xf3 });
    expect(parseHex('blue')).toBeNull();
    expect(toHex({ r: 255, g: 0, b: 16 })).toBe('#ff0010');
  });
});

describe('mix (tints and shades)', () => {
  it('moves a colour towards another by the given amount', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('gives a lighter tint towards white', () => {
    const tint = mix('#00c0d7', '#ffffff', 0.85);
    expect(relativeLuminance(tint)).toBeGreaterThan(relativeLuminance('#00c0d7'));
  });
});

describe('contrast', () => {
  it('matches the WCAG ratios of black and white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('picks dark text on a pale brand colour and white text on a deep one', () => {
    expect(bestTextColor('#00c0d7')).toBe('#000000');
    expect(bestTextColor('#0b2a3c')).toBe('#ffffff');
    expect(bestTextColor('#ffeb3b', ['#ffffff', '#1a1a1a'])).toBe('#1a1a1a');
  });

  it('takes the first preferred text colour that reads, else the best', () => {
    expect(preferredTextColor('#1a237e', ['#ffffff', '#0b2a3c'])).toBe('#ffffff');
    expect(preferredTextColor('#00c0d7', ['#ffffff', '#0b2a3c'])).toBe('#0b2a3c');
    expect(preferredTextColor('#e91e63', ['#ffffff', '#0b2a3c', '#000000'])).toBe('#000000');
  });

  it('darkens a pale colour until it reads on white paper', () => {
    const text = readableOn('#00c0d7', '#ffffff');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(text)).toBeLessThan(relativeLuminance('#00c0d7'));
  });

  it('lightens a deep colour until it reads on dark paper', () => {
    const text = readableOn('#1a237e', '#1e1e1e');
    expect(contrastRatio(text, '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads', () => {
    expect(readableOn('#0b2a3c', '#ffffff')).toBe('#0b2a3c');
  });
});
