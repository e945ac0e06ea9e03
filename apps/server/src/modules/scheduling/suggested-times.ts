import { DAY_MS } from '@roi/contract/constants';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import type { QueueSlot } from '@roi/contract/scheduling';

/** How far back the organisation's own results are read. */
export const RESULTS_WINDOW_DAYS = 16 * 7;
/** Fewer published posts with results than this, and the general guidance stands. */
export const RESULTS_MIN_POSTS = 10;
/** An hour of the week counts only with at least this many posts in it. */
const RESULTS_MIN_POSTS_PER_HOUR = 2;

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day written 'YYYY-MM-DD'. */
function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The hours of the week (on the organisation's clock) whose posts had the highest mean engagement, best
 * first, each with at least two posts; none when fewer than RESULTS_MIN_POSTS posts have results.
 */
export function bestHoursFromResults(results: readonly { publishedAt: Date; engagement: number }[], timeZone: string, count: number): QueueSlot[] {
  if (results.length < RESULTS_MIN_POSTS) return [];
  const hours = new Map<string, { slot: QueueSlot; total: number; posts: number }>();
  for (const result of results) {
    const local = utcToZonedLocal(result.publishedAt, timeZone);
    const slot = { weekday: weekdayOf(local.slice(0, 10)), time: `${local.slice(11, 13)}:00` };
    const key = `${slot.weekday} ${slot.time}`;
    const hour = hours.get(key) ?? { slot, total: 0, posts: 0 };
    hour.total += result.engagement;
    hour.posts += 1;
    hours.set(key, hour);
  }
  return [...hours.values()]
    .filter((hour) => hour.posts >= RESULTS_MIN_POSTS_PER_HOUR)
    .sort((a, b) => b.total / b.posts - a.total / a.posts || b.posts - a.posts)
    .slice(0, count)
    .map((hour) => hour.slot);
}

export const resultsSince = (now: Date) => new Date(now.getTime() - RESULTS_WINDOW_DAYS * DAY_MS);
