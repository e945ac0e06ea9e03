import { toast, type ToastOptions } from 'react-toastify';
import { CREATE_POST_TOAST_MS } from '@roi/contract/post-rules';

/** Spec §9: this screen's toasts close after 3 s, at the top centre. */
const OPTIONS: ToastOptions = { position: 'top-center', autoClose: CREATE_POST_TOAST_MS };

/** Spec §8: one error toast at a time; a newer error replaces the one shown. */
const ERROR_TOAST_ID = 'create-post-error';

/** A warning about the user's input (spec §8 "Warnings"); the same warning twice shows once. */
export function showPostWarning(message: string): void {
  toast.warning(message, { ...OPTIONS, toastId: `create-post-warning:${message}` });
}

export function showPostSuccess(message: string): void {
  toast.success(message, OPTIONS);
}

export function showPostError(message: string): void {
  if (toast.isActive(ERROR_TOAST_ID)) {
    toast.update(ERROR_TOAST_ID, { render: message });
    return;
  }
  toast.error(message, { ...OPTIONS, toastId: ERROR_TOAST_ID });
}
