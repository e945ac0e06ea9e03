import { zonedLocalToUtc } from '@roi/contract/publishing-rules';
import type { QueueSlot } from '@roi/contract/scheduling';

const DAY_MS = 86_400_000;
/** How long a queue time is drawn on the calendar. */
const SLOT_MINUTES = 30;

/**
 * The queue's weekly times as instants within a range, read on the organisation's clock (as the server
 * reads them), so that they sit right whichever clock the calendar is drawn on.
 */
export function queueTimesWithin(slots: readonly QueueSlot[], timeZone: string, from: Date, to: Date): { start: Date; end: Date }[] {
  const times: { start: Date; end: Date }[] = [];
  for (let day = from.getTime() - DAY_MS; day < to.getTime() + DAY_MS; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const start = zonedLocalToUtc(`${date}T${slot.time}`, timeZone);
      if (start && start >= from && start < to) times.push({ start, end: new Date(start.getTime() + SLOT_MINUTES * 60_000) });
    }
  }
  return times;
}
