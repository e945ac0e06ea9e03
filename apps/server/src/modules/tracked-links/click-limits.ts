import { createHmac } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { forgetEndedWindows, isWithinRateLimit } from '../accounts/rate-limits.js';

/** A person's clicks on one link counted from one client address in a clock hour; more are still redirected. */
export const CLICKS_COUNTED_PER_CLIENT_PER_HOUR = 10;

const KEY_PREFIX = 'link-clicks:';
const WINDOW_MINUTES = 60;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether this click on the link, from this client address, is still counted this hour
 * (docs/decisions/0032-tracked-links.md). The address is not kept: the limit's key is a keyed hash
 * (HMAC-SHA256 under a key of the server's) of the hour, the address and the link, which cannot be
 * searched back without that key, names the same client differently every hour, and is deleted once its
 * window has ended (`forgetClickLimits`).
 */
export function isClickCounted(db: Database, hashKey: Uint8Array, click: { clientAddress: string; linkId: number }, now = Date.now()): Promise<boolean> {
  const hour = Math.floor(now / HOUR_MS);
  const digest = createHmac('sha256', hashKey).update(`${hour}\n${click.clientAddress}\n${click.linkId}`).digest('base64url');
  return isWithinRateLimit(db, { key: `${KEY_PREFIX}${digest}`, max: CLICKS_COUNTED_PER_CLIENT_PER_HOUR, windowMinutes: WINDOW_MINUTES });
}

/** Deletes the click limits whose window has ended: with the publishing worker's rounds, every few seconds. */
export function forgetClickLimits(db: Database): Promise<void> {
  return forgetEndedWindows(db, KEY_PREFIX, WINDOW_MINUTES);
}
