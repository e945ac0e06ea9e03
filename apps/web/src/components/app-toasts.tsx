import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@roi/contract/constants';
import { loadToastLibrary, readToastLibrary, subscribeToToastLibrary, toastContainerMounted } from './toast-library';
import { useThemeMode } from './theme-mode-context';

/** The user's first input on the page: from then on a toast may be needed at any moment. */
const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Every toast at the top centre, below the header bar, so that none covers the user's name and avatar
 * (nor the page's title); closing after 5 s. Alt+T (the container's default hotkey) focuses the toasts.
 * The container is on the page once react-toastify has arrived (see toast-library.ts).
 */
export function AppToasts() {
  const { mode } = useThemeMode();
  const library = useSyncExternalStore(subscribeToToastLibrary, readToastLibrary);

  useEffect(() => {
    if (library) return;
    const load = () => loadToastLibrary();
    for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, load, { capture: true, once: true });
    return () => {
      for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, load, { capture: true });
    };
  }, [library]);

  // Runs after the container's own effects (a child's come first), so the container is listening.
  useEffect(() => {
    if (library) toastContainerMounted(library.toast);
  }, [library]);

  if (!library) return null;
  return <library.ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} newestOnTop />;
}
