import { toast } from 'react-toastify';
import { dismissErrorToast } from './error-toast';

/** A confirmation; the error shown before it is over. */
export function showSuccessToast(message: string, options: { autoClose?: number } = {}): void {
  dismissErrorToast();
  toast.success(message, options);
}
