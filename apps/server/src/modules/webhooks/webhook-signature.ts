import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<body>">`. The
 * timestamp is signed with the body, so a receiver that refuses old timestamps refuses replays.
 */
export function signatureHeader(secret: string, body: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/**
 * Whether a signature header made as above holds for this body and secret, and is at most `maxAgeSeconds`
 * old (or ahead): the check a receiver makes, and the one the outcomes endpoint makes of what it receives.
 */
export function signatureHolds(secret: string, body: string, header: string, nowSeconds: number, maxAgeSeconds: number): boolean {
  const parts = new Map(header.split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > maxAgeSeconds || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
