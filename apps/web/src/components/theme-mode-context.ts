import { createContext, useContext } from 'react';
import type { ThemeMode } from '../lib/product-colors';

export interface ThemeModeContextValue {
  mode: ThemeMode;
  toggleMode: () => void;
  /** The system asks for reduced motion: the theme turns its transitions and ripples off. */
  reducedMotion: boolean;
}

export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
