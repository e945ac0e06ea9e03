import { formatInZone, isKnownTimeZone } from '@roi/contract/publishing-rules';

/**
 * The zone dates are read in: the organisation's when the runtime knows it (connections are the
 * organisation's, and so are its schedules), else the viewer's own.
 */
export function displayTimeZone(organizationZone: string | null | undefined): string {
  if (organizationZone && isKnownTimeZone(organizationZone)) return organizationZone;
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day, "Nov 24, 2026", for when a connection was made and when it lapses; text that is no date stays as it is. */
export function formatDay(iso: string, timeZone: string): string {
  const date = toDate(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A moment with its zone, "Nov 24, 2026, 09:30 EST", for when a post was received. */
export function formatMoment(iso: string, timeZone: string): string {
  const date = toDate(iso);
  return date ? formatInZone(date, timeZone) : iso;
}
