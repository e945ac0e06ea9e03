import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@roi/contract/constants';
import { useThemeMode } from './theme-mode-context';

/** Top right, closing after 5 s; Alt+T (the container's default hotkey) focuses the toasts. */
export function AppToasts() {
  const { mode } = useThemeMode();
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} newestOnTop />;
}
