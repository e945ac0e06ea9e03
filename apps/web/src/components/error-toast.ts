import { toast } from 'react-toastify';

/** One error toast at a time, at the top centre; a newer error replaces the shown one. */
const ERROR_TOAST_ID = 'app-error';

export function showErrorToast(message: string, options: { autoClose?: number } = {}): void {
  if (toast.isActive(ERROR_TOAST_ID)) {
    toast.update(ERROR_TOAST_ID, { render: message, ...options });
    return;
  }
  toast.error(message, { toastId: ERROR_TOAST_ID, position: 'top-center', ...options });
}
