import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useThemeMode } from './theme-mode-context';

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const isLight = mode === 'light';
  return (
    <IconButton
      onClick={toggleMode}
      aria-label={isLight ? 'Switch to dark mode' : 'Switch to light mode'}
      color="inherit"
    >
      {isLight ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
