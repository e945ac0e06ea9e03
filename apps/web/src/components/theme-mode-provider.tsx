import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_MODE_STORAGE_KEY } from '@roi/contract/constants';
import { isThemeMode, productColorVariables, type ThemeMode } from '../lib/product-colors';
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
 * system's preference, followed live; motion reduced while the system asks for it. The mode's colours
 * go on the document as CSS variables, for what is drawn without MUI (first-load.css); the routed app
 * makes its MUI theme from the same mode (BrandTheme).
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [chosenMode, setChosenMode] = useState(readChosenMode);
  const systemMode = useSyncExternalStore(subscribeToSystemMode, readSystemMode);
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, readReducedMotion);
  const mode = chosenMode ?? systemMode;
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(productColorVariables(mode))) root.style.setProperty(name, value);
    root.style.colorScheme = mode;
    root.dataset.themeMode = mode;
  }, [mode]);

  const toggleMode = useCallback(() => {
    const next: ThemeMode = mode === 'light' ? 'dark' : 'light';
    localStorage.setItem(THEME_MODE_STORAGE_KEY, next);
    setChosenMode(next);
  }, [mode]);

  const value = useMemo(() => ({ mode, toggleMode, reducedMotion }), [mode, toggleMode, reducedMotion]);

  return <ThemeModeContext value={value}>{children}</ThemeModeContext>;
}
