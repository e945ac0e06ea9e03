import { dismissErrorToast } from './error-toast';
import { withToasts } from './toast-library';

/** A confirmation; the error shown before it is over. */
export function showSuccessToast(message: string, options: { autoClose?: number } = {}): void {
  dismissErrorToast();
  withToasts((toast) => toast.success(message, options));
}
