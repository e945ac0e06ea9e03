/** A success envelope (decisions §1) with the payload under the spec's names. */
export function ok<T extends Record<string, unknown>>(message: string, payload: T) {
  return { error: false as const, status_code: 200, message, ...payload };
}
