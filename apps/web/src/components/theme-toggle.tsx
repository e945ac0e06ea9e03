import { PlainIcon } from './plain-icons';
import { useThemeMode } from './theme-mode-context';

/** Light or dark. Drawn without MUI: the sign-in page shown alone has it too (first-load.css). */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const isLight = mode === 'light';
  return (
    <button
      type="button"
      className="plain-icon-button"
      onClick={toggleMode}
      aria-label={isLight ? 'Switch to dark mode' : 'Switch to light mode'}
    >
      <PlainIcon name={isLight ? 'darkMode' : 'lightMode'} />
    </button>
  );
}
