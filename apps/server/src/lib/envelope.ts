/** A success envelope (docs/product/api.md#envelope) with the payload under the contract's names. */
export function ok<T extends Record<string, unknown>>(message: string, payload: T) {
  return { error: false as const, status_code: 200, message, ...payload };
}
