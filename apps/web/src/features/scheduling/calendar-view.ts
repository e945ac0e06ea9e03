import { POST_EXCERPT_CHARS } from '@roi/contract/post-rules';
import { formatInZone, isKnownTimeZone, DEFAULT_TIME_ZONE } from '@roi/contract/publishing-rules';
import type { CalendarItem } from '@roi/contract/scheduling';

/** Whose clock the calendar shows: the organisation's (what posts are planned on) or the viewer's own. */
export type ClockChoice = 'organization' | 'viewer';

/** The viewer's own time zone as the browser knows it. */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * The zone the calendar is drawn in. "All organisations" has no one clock of its own: the viewer's is
 * used until one organisation is chosen.
 */
export function displayTimeZone(choice: ClockChoice, organizationZone: string | null, viewerZone: string): string {
  if (choice === 'viewer' || organizationZone === null) return viewerZone;
  return isKnownTimeZone(organizationZone) ? organizationZone : DEFAULT_TIME_ZONE;
}

/**
 * The range to ask for around what the calendar shows: a day more on each side, so that a post near
 * midnight in another organisation's zone is not missed at the edge.
 */
export function requestedRange(start: Date, end: Date): { from: string; to: string } {
  const DAY_MS = 86_400_000;
  return { from: new Date(start.getTime() - DAY_MS).toISOString(), to: new Date(end.getTime() + DAY_MS).toISOString() };
}

/** "Nov 24, 2026, 09:30 EST": a post's time on a clock, with the zone named. */
export function timeOnClock(item: Pick<CalendarItem, 'at'>, timeZone: string): string {
  return formatInZone(new Date(item.at), timeZone);
}

/**
 * A post's excerpt as its details show it. The server sends at most the first POST_EXCERPT_CHARS
 * characters of the text, so an excerpt that long was cut: it then ends at its last whole word with an
 * ellipsis, rather than in the middle of a word.
 */
export function shownExcerpt(excerpt: string): string {
  if (Array.from(excerpt).length < POST_EXCERPT_CHARS) return excerpt;
  const lastSpace = excerpt.search(/\s\S*$/);
  const cut = lastSpace > 0 ? excerpt.slice(0, lastSpace) : excerpt;
  return `${cut.replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}
