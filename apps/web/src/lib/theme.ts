import { alpha, createTheme, darken, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@roi/contract/constants';

export type ThemeMode = 'light' | 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

const BORDER_RADIUS = 12;

/**
 * White text on the brand blues reaches only 2.6:1 (light) and 2.8:1 (dark), so text on primary surfaces
 * is a deep navy (5.8:1 and 5.3:1), and primary-coloured text on light paper uses the darker shade (5.9:1).
 */
const ON_PRIMARY = '#0b2a3c';
const PRIMARY_TEXT_ON_LIGHT = '#0B6A9E';

const FONT_FAMILY = [
  'Inter',
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Primary-coloured text (links, the current navigation entry) that stays readable on paper. */
export function brandTextColor(theme: Theme): string {
  return theme.palette.mode === 'light' ? PRIMARY_TEXT_ON_LIGHT : theme.palette.primary.main;
}

/** The light and dark themes of spec §9. */
export function createAppTheme(mode: ThemeMode): Theme {
  const isLight = mode === 'light';
  const primaryMain = isLight ? '#19ACF2' : '#1da1f2';
  const linkColor = isLight ? PRIMARY_TEXT_ON_LIGHT : primaryMain;

  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    spacing: 8,
    shape: { borderRadius: BORDER_RADIUS },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    palette: isLight
      ? {
          mode: 'light',
          primary: { main: primaryMain, dark: PRIMARY_TEXT_ON_LIGHT, contrastText: ON_PRIMARY },
          secondary: { main: '#FCCF00', contrastText: '#1f1a00' },
          warning: { main: '#FFEB8D', contrastText: '#3d3200' },
          info: { main: '#1AC6DA', contrastText: ON_PRIMARY },
          background: { default: '#f5f5f5', paper: '#ffffff' },
        }
      : {
          mode: 'dark',
          primary: { main: primaryMain, contrastText: ON_PRIMARY },
          secondary: { main: '#FCCF00', contrastText: '#1f1a00' },
          warning: { main: '#FFEB8D', contrastText: '#3d3200' },
          info: { main: '#1AC6DA', contrastText: ON_PRIMARY },
          background: { default: '#121212', paper: '#1e1e1e' },
          text: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.72)' },
        },
    components: {
      // The toasts (react-toastify) take the app's font and readable text colours.
      MuiCssBaseline: {
        styleOverrides: {
          ':root': {
            '--toastify-font-family': FONT_FAMILY,
            '--toastify-text-color-light': 'rgba(0, 0, 0, 0.87)',
            '--toastify-color-dark': '#1e1e1e',
          },
        },
      },
      MuiButtonBase: {
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
              // MUI's hover shade (primary.dark) leaves the navy label at 2.5:1; a lighter one keeps 4.5:1.
              {
                props: { variant: 'contained', color: 'primary' },
                style: { '&:hover': { backgroundColor: darken(primaryMain, 0.1) } },
              },
              // Outlined and text buttons take the readable link colour, not the pale brand blue.
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: linkColor, borderColor: alpha(linkColor, 0.5) },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: linkColor } },
            ],
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: {
            color: linkColor,
            '&:focus-visible': { outline: `2px solid ${linkColor}`, outlineOffset: 2, borderRadius: 4 },
          },
        },
      },
      // MUI lightens dark-mode paper with an overlay image; the spec fixes paper at #1e1e1e.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}
