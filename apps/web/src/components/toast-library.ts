import type * as ReactToastify from 'react-toastify';

type ToastLibrary = typeof ReactToastify;
type Toast = typeof ReactToastify.toast;

/**
 * react-toastify is fetched when first needed, not with the page: at the user's first input (so that a
 * problem their input causes shows at once), at the first toast, or as the routed app starts, whichever
 * comes first. A first visit to /login thus loads without it (docs/decisions/0036).
 */
let library: ToastLibrary | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The toast calls made before the container was on the page, in order; none once it is. */
let waiting: ((toast: Toast) => void)[] = [];
let isContainerMounted = false;

export function loadToastLibrary(): void {
  loading ??= import('react-toastify').then(
    (module) => {
      library = module;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // Unreachable for now: the next toast tries again; the ones waiting are out of date by then.
      console.error('The toasts could not be loaded', error);
      loading = null;
      waiting = [];
    },
  );
}

export function subscribeToToastLibrary(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function readToastLibrary(): ToastLibrary | null {
  return library;
}

/**
 * Makes a toast call (show, update, dismiss): at once when the toasts are on the page, else as soon as
 * they are, after the calls made before it. Every toast of the product goes through here.
 */
export function withToasts(call: (toast: Toast) => void): void {
  if (isContainerMounted && library) {
    call(library.toast);
    return;
  }
  waiting.push(call);
  loadToastLibrary();
}

/** Takes toasts away (dismiss): nothing to do while no toast has been asked for. */
export function withShownToasts(call: (toast: Toast) => void): void {
  if (!isContainerMounted && waiting.length === 0) return;
  withToasts(call);
}

/** AppToasts' container is on the page and listening: the calls made meanwhile are made now. */
export function toastContainerMounted(toast: Toast): void {
  isContainerMounted = true;
  const calls = waiting;
  waiting = [];
  calls.forEach((call) => call(toast));
}
