/**
 * The one error type services throw. The error handler turns it into the contract's envelope with
 * the real HTTP status (docs/product/api.md#errors).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields for the envelope, e.g. how long to wait. */
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
