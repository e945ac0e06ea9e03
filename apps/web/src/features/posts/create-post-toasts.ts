import { toast, type ToastOptions } from 'react-toastify';
import { CREATE_POST_TOAST_MS } from '@roi/contract/post-rules';
import { showErrorToast } from '../../components/error-toast';
import { showSuccessToast } from '../../components/success-toast';

/** This screen's toasts close after 3 s. */
const OPTIONS = { autoClose: CREATE_POST_TOAST_MS } satisfies ToastOptions;

/** A warning about the user's input; the same warning twice shows once. */
export function showPostWarning(message: string): void {
  toast.warning(message, { ...OPTIONS, toastId: `create-post-warning:${message}` });
}

export function showPostSuccess(message: string): void {
  showSuccessToast(message, OPTIONS);
}

/** The app's one error toast, closing as this screen's toasts do. */
export function showPostError(message: string): void {
  showErrorToast(message, OPTIONS);
}
