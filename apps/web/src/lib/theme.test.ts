import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@roi/contract/color';
import type { ThemeMode } from './product-colors';
import { brandTextColor, createAppTheme, fontStackOf, pageBackground } from './theme';

const MODES: ThemeMode[] = ['light', 'dark'];

describe('brand theme', () => {
  it.each(MODES)('the organisation colours override primary and secondary in %s mode', (mode) => {
    const theme = createAppTheme(mode, { primaryColor: '#00c0d7', secondaryColor: '#2196f3' });
    expect(theme.palette.primary.main).toBe('#00c0d7');
    expect(theme.palette.secondary.main).toBe('#2196f3');
  });

  it.each(MODES)('text on and in a brand colour stays readable in %s mode', (mode) => {
    for (const color of ['#00c0d7', '#ffeb3b', '#1a237e', '#e91e63']) {
      const theme = createAppTheme(mode, { primaryColor: color, secondaryColor: color });
      expect(contrastRatio(theme.palette.primary.contrastText, color)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.palette.secondary.contrastText, color)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brandTextColor(theme), theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(MODES)('outlined and text controls of every palette colour read at 4.5:1 on paper and raised paper in %s mode', (mode) => {
    for (const brand of [null, { primaryColor: '#19ACF2', secondaryColor: '#ffeb3b' }]) {
      const theme = createAppTheme(mode, brand);
      const surfaces = mode === 'light' ? [theme.palette.background.paper] : [theme.palette.background.paper, '#303030', '#383838'];
      const variantsOf = (component: 'MuiChip' | 'MuiButton') =>
        (theme.components?.[component]?.styleOverrides?.root as { variants: { props: { color?: string; variant?: string }; style: { color: string } }[] })
          .variants;
      const drawn = [...variantsOf('MuiChip'), ...variantsOf('MuiButton')].filter(
        ({ props }) => props.color !== 'primary' && (props.variant === 'outlined' || props.variant === 'text'),
      );
      expect(drawn.map(({ props }) => props.color)).toEqual(expect.arrayContaining(['secondary', 'error', 'warning', 'info', 'success']));
      for (const { props, style } of drawn) {
        for (const surface of surfaces) {
          expect(contrastRatio(style.color, surface), `${props.variant} ${props.color} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('keeps the product colours without a brand and ignores a malformed colour', () => {
    expect(createAppTheme('light').palette.primary.main).toBe('#19ACF2');
    expect(createAppTheme('dark', { primaryColor: 'red' }).palette.primary.main).toBe('#1da1f2');
  });

  it('derives the page background gradient from the primary colour', () => {
    const light = pageBackground(createAppTheme('light', { primaryColor: '#ff0000' }));
    const dark = pageBackground(createAppTheme('dark', { primaryColor: '#ff0000' }));
    expect(light).toMatch(/^linear-gradient\(/);
    expect(light).toContain('#f5f5f5');
    expect(dark).toContain('#121212');
    expect(light).not.toBe(pageBackground(createAppTheme('light', { primaryColor: '#0000ff' })));
  });

  it('applies the header and body fonts as stacks with fallbacks', () => {
    const theme = createAppTheme('light', { headerFont: 'Montserrat', bodyFont: 'Arial' });
    expect(theme.typography.h1.fontFamily).toBe(fontStackOf('Montserrat'));
    expect(theme.typography.fontFamily).toMatch(/^Arial,.*sans-serif$/);
    expect(fontStackOf('Comic Sans')).toBe(fontStackOf(null));
  });
});

describe('reduced motion', () => {
  it('turns transitions and ripples off when the system asks for reduced motion, and leaves them on otherwise', () => {
    const still = createAppTheme('light', null, { reducedMotion: true });
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = createAppTheme('light');
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});
