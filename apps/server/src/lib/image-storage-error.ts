/**
 * The place images are kept failed to store, read or delete one (an object storage refusing the
 * credentials, or out of reach). Its message says what was answered, for the log; the person who asked
 * is told only that images cannot be stored or shown just now (503).
 */
export class ImageStorageError extends Error {
  override readonly name = 'ImageStorageError';
}
