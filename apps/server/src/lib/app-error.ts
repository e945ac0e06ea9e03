import { MESSAGES, type MessageKey } from '@roi/contract/messages';

interface AppErrorOptions {
  /** The text, where it says more than the code's own message (which feature, which field). */
  message?: string;
  /** Extra fields for the envelope, e.g. how long to wait. */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The one error type services throw. The error handler turns it into the contract's envelope with the
 * real HTTP status, the message, and its stable `code`: the key of the message in the contract, which a
 * client may act on whatever the wording (docs/product/api.md#errors).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? MESSAGES[code]);
    this.details = options.details;
    this.headers = options.headers;
  }
}
