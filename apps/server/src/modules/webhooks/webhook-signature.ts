import { createHmac } from 'node:crypto';

/**
 * The signature header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<body>">`. The
 * timestamp is signed with the body, so a receiver that refuses old timestamps refuses replays.
 */
export function signatureHeader(secret: string, body: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
