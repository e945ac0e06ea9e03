import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider, which the product's themes do not use;
// for a theme without CSS variables it is exactly this one (docs/decisions/0036).
import { ThemeProvider } from '@mui/system';
import { THEME_MODE_STORAGE_KEY } from '@roi/contract/constants';
import { createAppTheme, isThemeMode, type ThemeMode } from '../lib/theme';
import { ThemeModeContext } from './theme-mode-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readSystemMode(): ThemeMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function readReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribeTo(query: string) {
  return (onChange: () => void): (() => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
const subscribeToSystemMode = subscribeTo(DARK_QUERY);
const subscribeToReducedMotion = subscribeTo(REDUCED_MOTION_QUERY);

function readChosenMode(): ThemeMode | null {
  const stored = localStorage.getItem(THEME_MODE_STORAGE_KEY);
  return isThemeMode(stored) ? stored : null;
}

/**
 * Light or dark: the user's choice once made (remembered per browser), until then the
 * system's preference, followed live; motion reduced while the system asks for it.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [chosenMode, setChosenMode] = useState(readChosenMode);
  const systemMode = useSyncExternalStore(subscribeToSystemMode, readSystemMode);
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, readReducedMotion);
  const mode = chosenMode ?? systemMode;
  const theme = useMemo(() => createAppTheme(mode, null, { reducedMotion }), [mode, reducedMotion]);

  const toggleMode = useCallback(() => {
    const next: ThemeMode = mode === 'light' ? 'dark' : 'light';
    localStorage.setItem(THEME_MODE_STORAGE_KEY, next);
    setChosenMode(next);
  }, [mode]);

  const value = useMemo(() => ({ mode, toggleMode, reducedMotion }), [mode, toggleMode, reducedMotion]);

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
