import { describe, expect, it } from 'vitest';
import { brandContrastOf, describeBrandContrast } from './brand-contrast';
import { contrastRatio } from '@roi/contract/color';

describe('brand colour contrast', () => {
  it('warns with the ratio when a colour is too pale for light pages', () => {
    expect(brandContrastOf('#ffeb3b')).toMatchObject({ isWeak: true, textOn: 'navy' });
    expect(describeBrandContrast('#ffeb3b')).toMatch(/^Low contrast: 1\.2:1 on light pages, below the 3\.0:1/);
  });

  it('warns with the ratio when a colour is too dark for dark pages', () => {
    expect(describeBrandContrast('#1a237e')).toMatch(/^Low contrast: 1\.[0-9]:1 on dark pages/);
  });

  it('reports the ratios of a colour that reads on both pages without a warning', () => {
    expect(brandContrastOf('#d9480f')?.isWeak).toBe(false);
    expect(describeBrandContrast('#d9480f')).toMatch(/^Contrast 4\.[0-9]:1 on light pages, [0-9.]+:1 on dark; text on it is /);
  });

  it('picks the text colour that reads best on whatever colour was chosen', () => {
    for (const color of ['#ffeb3b', '#1a237e', '#00c0d7', '#e91e63', '#777777']) {
      const contrast = brandContrastOf(color)!;
      const text = { white: '#ffffff', black: '#000000', navy: '#0b2a3c' }[contrast.textOn];
      expect(contrastRatio(text, color)).toBeCloseTo(contrast.textRatio);
      expect(contrast.textRatio).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('says nothing while the field does not hold a colour', () => {
    expect(describeBrandContrast('#12')).toBeNull();
  });
});
