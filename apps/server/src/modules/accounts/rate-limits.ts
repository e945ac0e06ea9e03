import { and, like, sql } from 'drizzle-orm';
import type { MessageKey } from '@roi/contract/messages';
import type { Database } from '../../db/database.js';
import { rateLimits } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** The longest window any limit counts in: past it, every window has ended (`forgetEndedRateLimits`). */
export const LONGEST_RATE_LIMIT_WINDOW_MINUTES = 60;

export interface RateLimit {
  /**
   * What is counted: a client address's sign-ups, every sign-up, an organisation's invitations, a keyed
   * hash of a client's clicks on a tracked link.
   */
  key: string;
  max: number;
  /** At most LONGEST_RATE_LIMIT_WINDOW_MINUTES. */
  windowMinutes: number;
  /** What the caller is told once the window holds `max`. */
  code: MessageKey;
}

/**
 * Counts one more request under the key in one statement, so that requests sent at once are all
 * counted: the window's requests so far and when it started. A window older than `windowMinutes` starts anew.
 */
async function countRequest(db: Database, limit: Pick<RateLimit, 'key' | 'windowMinutes'>) {
  if (limit.windowMinutes > LONGEST_RATE_LIMIT_WINDOW_MINUTES) throw new Error(`The window of ${limit.key} is longer than any ended window is kept`);
  const expired = sql`${rateLimits.windowStartedAt} < now() - make_interval(mins => ${limit.windowMinutes})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, requests: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        requests: sql`case when ${expired} then 1 else ${rateLimits.requests} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ requests: rateLimits.requests, windowStartedAt: rateLimits.windowStartedAt });
  return row!;
}

/**
 * Counts this request against the limit, before the work it limits; past the limit it answers 429 with
 * Retry-After.
 */
export async function takeRateLimit(db: Database, limit: RateLimit): Promise<void> {
  const row = await countRequest(db, limit);
  if (row.requests <= limit.max) return;
  const windowEnds = row.windowStartedAt.getTime() + limit.windowMinutes * 60_000;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000));
  throw new AppError(429, limit.code, {
    details: { retry_after_seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Counts this request against the limit without refusing it: whether it is still within the limit, for
 * work that is done either way but only counted so far (a tracked link's click).
 */
export async function isWithinRateLimit(db: Database, limit: Omit<RateLimit, 'code'>): Promise<boolean> {
  return (await countRequest(db, limit)).requests <= limit.max;
}

/** Deletes the ended windows of the keys that start with `prefix`: for keys that must not outlive them. */
export async function forgetEndedWindows(db: Database, prefix: string, windowMinutes: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(like(rateLimits.key, `${prefix}%`), sql`${rateLimits.windowStartedAt} < now() - make_interval(mins => ${windowMinutes})`));
}

/** Deletes every window that has ended, whatever its key: a request under its key would start it anew anyway. */
export function forgetEndedRateLimits(db: Database): Promise<void> {
  return forgetEndedWindows(db, '', LONGEST_RATE_LIMIT_WINDOW_MINUTES);
}
