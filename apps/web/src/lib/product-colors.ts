import { mix } from '@roi/contract/color';

export type ThemeMode = 'light' | 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export const PAPER = { light: '#ffffff', dark: '#1e1e1e' } as const;
export const BACKGROUND = { light: '#f5f5f5', dark: '#121212' } as const;

/**
 * White text on the brand blues reaches only 2.6:1 (light) and 2.8:1 (dark), so text on primary surfaces
 * is a deep navy (5.8:1 and 5.3:1), and primary-coloured text on light paper uses the darker shade (5.9:1).
 */
export const ON_PRIMARY = '#0b2a3c';
const PRIMARY = { light: '#19ACF2', dark: '#1da1f2' } as const;
const PRIMARY_TEXT = { light: '#0B6A9E', dark: PRIMARY.dark } as const;
export const PRODUCT_SECONDARY = '#FCCF00';
export const ERROR = { light: '#d32f2f', dark: '#f44336' } as const;
/** Text on paper and the background; light mode's are MUI's own. */
export const TEXT = {
  light: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.6)' },
  dark: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.72)' },
} as const;

export const DEFAULT_FONT_STACK = [
  'Inter',
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The product's blue in a mode, before any organisation's brand. */
export function productPrimary(mode: ThemeMode): string {
  return PRIMARY[mode];
}

/** Primary-coloured text on paper (links, focus rings) for the product's own blue. */
export function productPrimaryText(mode: ThemeMode): string {
  return PRIMARY_TEXT[mode];
}

/** A contained button's hover fill: away from its navy label, so that the label only gains contrast. */
export function primaryHoverUnderDarkText(primary: string): string {
  return mix(primary, '#ffffff', 0.15);
}

/**
 * The product's colours as CSS variables, for what is drawn before MUI loads (the sign-in page shown
 * alone, the start-up and error screens: first-load.css, docs/decisions/0038). The MUI theme is made
 * from the same values.
 */
export function productColorVariables(mode: ThemeMode): Record<`--roi-${string}`, string> {
  const isLight = mode === 'light';
  const primary = productPrimary(mode);
  return {
    '--roi-background': BACKGROUND[mode],
    '--roi-paper': PAPER[mode],
    '--roi-text': TEXT[mode].primary,
    '--roi-text-secondary': TEXT[mode].secondary,
    '--roi-divider': isLight ? 'rgba(0, 0, 0, 0.12)' : 'rgba(255, 255, 255, 0.12)',
    '--roi-field-border': isLight ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
    '--roi-hover': isLight ? 'rgba(0, 0, 0, 0.04)' : 'rgba(255, 255, 255, 0.08)',
    '--roi-icon': isLight ? 'rgba(0, 0, 0, 0.54)' : '#ffffff',
    '--roi-disabled': isLight ? 'rgba(0, 0, 0, 0.26)' : 'rgba(255, 255, 255, 0.3)',
    '--roi-disabled-fill': isLight ? 'rgba(0, 0, 0, 0.12)' : 'rgba(255, 255, 255, 0.12)',
    '--roi-primary': primary,
    '--roi-on-primary': ON_PRIMARY,
    '--roi-primary-hover': primaryHoverUnderDarkText(primary),
    '--roi-link': productPrimaryText(mode),
    '--roi-secondary': PRODUCT_SECONDARY,
    '--roi-error': ERROR[mode],
    '--roi-font': DEFAULT_FONT_STACK,
  };
}
