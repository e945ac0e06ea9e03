import { createHmac } from 'node:crypto';

/** A key for one purpose derived from a master secret, so that no two uses share a key. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(purpose).digest());
}
