/** An object whose fields can be read one by one: the first check on anything parsed from storage or the wire. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
