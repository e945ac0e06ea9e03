import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@roi/contract/constants';
import { useThemeMode } from './theme-mode-context';

/**
 * Every toast at the top centre, below the header bar, so that none covers the user's name and avatar
 * (nor the page's title); closing after 5 s. Alt+T (the container's default hotkey) focuses the toasts.
 */
export function AppToasts() {
  const { mode } = useThemeMode();
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} newestOnTop />;
}
