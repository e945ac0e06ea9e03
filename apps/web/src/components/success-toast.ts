import { toast } from 'react-toastify';

/** A confirmation, where the container puts it: top right. */
export function showSuccessToast(message: string): void {
  toast.success(message);
}
