import { DAY_MS } from '@roi/contract/constants';
import { SCHEDULE_MAX_DAYS_AHEAD, utcToZonedLocal, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import type { QueueSlot } from '@roi/contract/scheduling';

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day written 'YYYY-MM-DD'. */
function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The queue's times in the week's order: Monday first, then by time of day; each once. */
export function orderedSlots(slots: readonly QueueSlot[]): QueueSlot[] {
  const unique = new Map(slots.map((slot) => [`${slot.weekday} ${slot.time}`, slot]));
  return [...unique.values()].sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
}

/**
 * The first `count` weekly times after `now` that no scheduled post of the organisation holds, as
 * wall-clock times of its zone ('YYYY-MM-DDTHH:mm'), within the year a post may be scheduled; fewer
 * when fewer are free. Times are read as the schedule field reads them: one skipped by daylight saving
 * moves forward by the gap, one that occurs twice is its first occurrence; two times naming one instant
 * are one time.
 */
export function nextFreeTimes(slots: readonly QueueSlot[], timeZone: string, taken: ReadonlySet<number>, now: Date, count: number): string[] {
  const found: string[] = [];
  if (slots.length === 0) return found;
  const ordered = orderedSlots(slots);
  const today = utcToZonedLocal(now, timeZone).slice(0, 10);
  const latest = now.getTime() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS;
  const seen = new Set(taken);
  for (let offset = 0; offset <= SCHEDULE_MAX_DAYS_AHEAD; offset += 1) {
    const day = dayAfter(today, offset);
    const weekday = weekdayOf(day);
    for (const slot of ordered) {
      if (slot.weekday !== weekday) continue;
      const instant = zonedLocalToUtc(`${day}T${slot.time}`, timeZone);
      if (!instant || instant.getTime() <= now.getTime()) continue;
      if (instant.getTime() > latest) return found;
      if (seen.has(instant.getTime())) continue;
      seen.add(instant.getTime());
      found.push(utcToZonedLocal(instant, timeZone));
      if (found.length === count) return found;
    }
  }
  return found;
}
