import { contrastRatio, isHexColor, preferredTextColor } from '@roi/contract/color';
import { PAPER } from './product-colors';
import { TEXT_ON_BRAND } from './theme';

/** WCAG 2 AA: 4.5:1 for text, 3:1 for large text and the parts of controls. */
const TEXT_RATIO = 4.5;
const NON_TEXT_RATIO = 3;

export interface BrandContrast {
  /** The colour against the light and the dark page. */
  onLight: number;
  onDark: number;
  /** The text the product writes on the colour (its buttons, its chips), and how well it reads. */
  textOn: 'white' | 'black' | 'navy';
  textRatio: number;
  /** Below 3:1 against a page: as text or as a control's outline it would be hard to see. */
  isWeak: boolean;
}

const TEXT_NAMES: Record<string, BrandContrast['textOn']> = { '#ffffff': 'white', '#000000': 'black', '#0b2a3c': 'navy' };

/** How a chosen brand colour reads on the product's pages and which text colour reads on it; null for no colour. */
export function brandContrastOf(color: string): BrandContrast | null {
  if (!isHexColor(color)) return null;
  const text = preferredTextColor(color, TEXT_ON_BRAND);
  const onLight = contrastRatio(color, PAPER.light);
  const onDark = contrastRatio(color, PAPER.dark);
  return {
    onLight,
    onDark,
    textOn: TEXT_NAMES[text] ?? 'black',
    textRatio: contrastRatio(text, color),
    isWeak: Math.min(onLight, onDark) < NON_TEXT_RATIO,
  };
}

const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

/** The sentence shown under a brand colour field: its ratios, and a warning with the number when one is low. */
export function describeBrandContrast(color: string): string | null {
  const contrast = brandContrastOf(color);
  if (!contrast) return null;
  const pages = `${ratio(contrast.onLight)} on light pages, ${ratio(contrast.onDark)} on dark`;
  const text = `text on it is ${contrast.textOn} (${ratio(contrast.textRatio)})`;
  if (!contrast.isWeak && contrast.textRatio >= TEXT_RATIO) return `Contrast ${pages}; ${text}.`;
  const weakSide = contrast.onLight < contrast.onDark ? `${ratio(contrast.onLight)} on light pages` : `${ratio(contrast.onDark)} on dark pages`;
  return contrast.isWeak
    ? `Low contrast: ${weakSide}, below the ${ratio(NON_TEXT_RATIO)} that outlines and large text need (${ratio(TEXT_RATIO)} for text). The product shades it where it is text; ${text}.`
    : `Low contrast for text on it: ${ratio(contrast.textRatio)}, below ${ratio(TEXT_RATIO)}. Contrast ${pages}.`;
}
