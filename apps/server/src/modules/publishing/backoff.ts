/** The longest wait between two tries of one job. */
const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * Exponential backoff with jitter: the n-th retry waits base·2^(n-1), capped, then a random share
 * between half and all of it, so that jobs failing together do not come back together. A network's
 * Retry-After is a floor.
 */
export function retryDelayMs(attempt: number, baseMs: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.round(Math.max(jittered, retryAfterMs));
}
