import { alpha, createTheme, darken, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@roi/contract/constants';
import { isHexColor, mix, preferredTextColor, readableOn } from '@roi/contract/color';
import {
  BACKGROUND,
  DEFAULT_FONT_STACK,
  ERROR,
  ON_PRIMARY,
  PAPER,
  PRODUCT_SECONDARY,
  TEXT,
  primaryHoverUnderDarkText,
  productPrimary,
  productPrimaryText,
  type ThemeMode,
} from './product-colors';

const BORDER_RADIUS = 12;

/**
 * The brand fonts as stacks: no font is downloaded (the CSP allows only 'self'), so a font the
 * device lacks falls back to a close one.
 */
const BRAND_FONT_STACKS: Record<string, string> = {
  Arial: 'Arial, "Helvetica Neue", Helvetica, "Liberation Sans", sans-serif',
  Roboto: 'Roboto, "Helvetica Neue", "Segoe UI", Arial, sans-serif',
  Montserrat: 'Montserrat, "Segoe UI", "Trebuchet MS", system-ui, sans-serif',
};

/** The CSS font stack of a brand font, or the product's default for none or an unknown one. */
export function fontStackOf(font: string | null | undefined): string {
  return (font && BRAND_FONT_STACKS[font]) || DEFAULT_FONT_STACK;
}

/** An organisation's branding; any part may be missing. */
export interface Brand {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  headerFont?: string | null;
  bodyFont?: string | null;
}

/** The header bar of the signed-in screens (the content shell's is no taller): toasts show below it. */
export const HEADER_BAR_HEIGHT_PX = 64;
const TOAST_TOP = `calc(${HEADER_BAR_HEIGHT_PX + 8}px + env(safe-area-inset-top))`;

/**
 * The page background is a gradient derived from the primary colour, a light tint of it in light
 * mode and a faint one over the dark background in dark mode, fading into the plain background so that
 * text on it keeps its contrast (docs/product/screens.md#theme-and-branding).
 */
export function pageBackground(theme: Theme): string {
  const primary = theme.palette.primary.main;
  if (!isHexColor(primary)) return theme.palette.background.default;
  const isLight = theme.palette.mode === 'light';
  const base = isLight ? BACKGROUND.light : BACKGROUND.dark;
  const top = isLight ? mix(primary, '#ffffff', 0.82) : mix(BACKGROUND.dark, primary, 0.16);
  const middle = isLight ? mix(primary, BACKGROUND.light, 0.93) : mix(BACKGROUND.dark, primary, 0.06);
  return `linear-gradient(160deg, ${top} 0%, ${middle} 45%, ${base} 100%) fixed`;
}

/** Primary-coloured text (links, the current navigation entry) that stays readable on paper. */
export function brandTextColor(theme: Theme): string {
  const { primary, background, mode } = theme.palette;
  if (mode === 'light') return primary.dark;
  return isHexColor(primary.main) && isHexColor(background.paper) ? readableOn(primary.main, background.paper) : primary.main;
}

/**
 * With reduced motion, MUI's transitions take no time (its Fade, Collapse, Slide and Dialog read these
 * durations) and its ripples are off: WCAG 2.3.3, and no one is made dizzy by a sliding drawer. CSS
 * animations and transitions, the toasts' included, are stilled by first-load.css under the same
 * media query.
 */
const NO_TRANSITIONS = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
} as const;

/** The palette's colours besides primary, which components also draw as text (outlined and text variants). */
const SEMANTIC_COLORS = ['secondary', 'error', 'warning', 'info', 'success'] as const;
type SemanticColor = (typeof SEMANTIC_COLORS)[number];

/**
 * The lightest surface dark mode draws text on: paper raised by elevation (dialogs, menus) is lighter
 * than paper itself, so a colour readable on it is readable on every dark surface.
 */
const DARK_RAISED_SURFACE = '#383838';

/**
 * Each palette colour as text and border on the theme's surfaces, darkened or lightened until it reads
 * at 4.5:1: the light warning and info colours, and dark mode's red, do not as they are.
 */
function textOnSurfaces(mains: Record<SemanticColor, string>, surface: string) {
  return (color: SemanticColor) => {
    const text = readableOn(mains[color], surface);
    return { color: text, borderColor: alpha(text, 0.5) };
  };
}

/** The text colours the theme draws on a brand colour, in its order of preference. */
export const TEXT_ON_BRAND = ['#ffffff', ON_PRIMARY, '#000000'] as const;

/** The light and dark themes, with the organisation's brand colours and fonts when it has them. */
export function createAppTheme(mode: ThemeMode, brand: Brand | null = null, options: { reducedMotion?: boolean } = {}): Theme {
  const reducedMotion = options.reducedMotion ?? false;
  const isLight = mode === 'light';
  const paper = isLight ? PAPER.light : PAPER.dark;
  const brandPrimary = isHexColor(brand?.primaryColor) ? brand.primaryColor : null;
  const brandSecondary = isHexColor(brand?.secondaryColor) ? brand.secondaryColor : null;

  const primaryMain = brandPrimary ?? productPrimary(mode);
  // The product's own blues keep their measured colours; a brand colour gets computed readable ones.
  const onPrimary = brandPrimary ? preferredTextColor(primaryMain, TEXT_ON_BRAND) : ON_PRIMARY;
  const linkColor = brandPrimary ? readableOn(primaryMain, paper) : productPrimaryText(mode);
  // Hovering moves the fill away from its text colour, so the label only gains contrast.
  const primaryHover = onPrimary === '#ffffff' ? darken(primaryMain, 0.12) : primaryHoverUnderDarkText(primaryMain);
  const secondaryMain = brandSecondary ?? PRODUCT_SECONDARY;
  const semanticMains: Record<SemanticColor, string> = {
    secondary: secondaryMain,
    error: ERROR[mode],
    warning: '#FFEB8D',
    info: '#1AC6DA',
    success: isLight ? '#2e7d32' : '#66bb6a',
  };
  const textOnPaper = textOnSurfaces(semanticMains, isLight ? paper : DARK_RAISED_SURFACE);
  const onSecondary = brandSecondary ? preferredTextColor(secondaryMain, ['#ffffff', '#1f1a00', '#000000']) : '#1f1a00';
  const bodyFont = fontStackOf(brand?.bodyFont);
  const headerFont = brand?.headerFont ? fontStackOf(brand.headerFont) : bodyFont;
  const heading = (fontWeight: number) => ({ fontWeight, fontFamily: headerFont });

  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    ...(reducedMotion ? { transitions: NO_TRANSITIONS } : {}),
    spacing: 8,
    shape: { borderRadius: BORDER_RADIUS },
    typography: {
      fontFamily: bodyFont,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: heading(700),
      h2: heading(700),
      h3: heading(700),
      h4: heading(700),
      h5: heading(600),
      h6: heading(600),
    },
    palette: isLight
      ? {
          mode: 'light',
          primary: { main: primaryMain, dark: linkColor, contrastText: onPrimary },
          secondary: { main: secondaryMain, contrastText: onSecondary },
          warning: { main: semanticMains.warning, contrastText: '#3d3200' },
          error: { main: semanticMains.error },
          success: { main: semanticMains.success },
          info: { main: semanticMains.info, contrastText: ON_PRIMARY },
          background: { default: BACKGROUND.light, paper },
        }
      : {
          mode: 'dark',
          primary: { main: primaryMain, contrastText: onPrimary },
          secondary: { main: secondaryMain, contrastText: onSecondary },
          warning: { main: semanticMains.warning, contrastText: '#3d3200' },
          error: { main: semanticMains.error },
          success: { main: semanticMains.success },
          info: { main: semanticMains.info, contrastText: ON_PRIMARY },
          background: { default: BACKGROUND.dark, paper },
          text: TEXT.dark,
        },
    components: {
      // The toasts (react-toastify) take the brand's font and show below the header bar (their colours:
      // first-load.css).
      MuiCssBaseline: {
        styleOverrides: {
          ':root': { '--toastify-font-family': bodyFont, '--toastify-toast-top': TOAST_TOP },
          // Phones pin toasts to the very top of the screen; there too they go below the header bar.
          'body .Toastify__toast-container--top-center': { top: TOAST_TOP },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: reducedMotion },
        styleOverrides: {
          // A visible ring for keyboard users on every button, link-button, tab and menu item.
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${linkColor}`, outlineOffset: 2 },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: [
              // MUI's hover shade (primary.dark) may leave the label unreadable; ours keeps its contrast.
              {
                props: { variant: 'contained', color: 'primary' },
                style: { '&:hover': { backgroundColor: primaryHover } },
              },
              // Outlined and text buttons take the readable link colour, not the pale brand blue.
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: linkColor, borderColor: alpha(linkColor, 0.5) },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: linkColor } },
              ...SEMANTIC_COLORS.flatMap((color) =>
                (['outlined', 'text'] as const).map((variant) => ({ props: { variant, color }, style: textOnPaper(color) })),
              ),
            ],
          },
        },
      },
      // An outlined chip's label is its colour drawn on paper: the readable shade (a pale warning is not).
      MuiChip: {
        styleOverrides: {
          root: {
            variants: SEMANTIC_COLORS.map((color) => ({ props: { variant: 'outlined', color }, style: textOnPaper(color) })),
          },
        },
      },
      // The selected tab and a focused field's label are primary-coloured text: the readable shade.
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: linkColor } } } },
      // A chosen radio or ticked box must stand out from its surroundings by 3:1 (non-text contrast).
      MuiRadio: { styleOverrides: { root: { '&.Mui-checked': { color: linkColor } } } },
      MuiCheckbox: { styleOverrides: { root: { '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: linkColor } } } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: linkColor } },
        },
      },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: linkColor } } } },
      MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: linkColor } } } },
      MuiLink: {
        styleOverrides: {
          root: {
            color: linkColor,
            '&:focus-visible': { outline: `2px solid ${linkColor}`, outlineOffset: 2, borderRadius: 4 },
          },
        },
      },
      // MUI lightens dark-mode paper with an overlay image; the product's dark paper is #1e1e1e.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // A dialog's buttons keep off its edges, rather than sitting MUI's 8 px from the corner (on phones,
      // the screen's corner): from 600 px wide they line up with its fields, 24 px in; narrower, 16 px
      // leaves three buttons the room of one line each.
      MuiDialogActions: {
        styleOverrides: {
          root: ({ theme }) => ({ padding: '8px 16px 16px', [theme.breakpoints.up('sm')]: { padding: '8px 24px 20px' } }),
        },
      },
    },
  });
}
