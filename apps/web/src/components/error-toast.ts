import { toast } from 'react-toastify';

/** One error toast at a time; a newer error replaces the shown one. */
const ERROR_TOAST_ID = 'app-error';

/** The page (path) the error toast was shown on: an error belongs to the page it is about. */
let errorPage: string | null = null;

export function showErrorToast(message: string, options: { autoClose?: number } = {}): void {
  errorPage = window.location.pathname;
  if (toast.isActive(ERROR_TOAST_ID)) {
    toast.update(ERROR_TOAST_ID, { render: message, ...options });
    return;
  }
  toast.error(message, { toastId: ERROR_TOAST_ID, ...options });
}

/** Something the user did has worked since: the error shown before it no longer holds. */
export function dismissErrorToast(): void {
  errorPage = null;
  toast.dismiss(ERROR_TOAST_ID);
}

/** The app is on `pathname` now: an error shown on another page is not about this one. */
export function dismissErrorToastOffPage(pathname: string): void {
  if (errorPage !== null && errorPage !== pathname) dismissErrorToast();
}
