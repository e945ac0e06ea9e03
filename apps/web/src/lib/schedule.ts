import { MESSAGES } from '@roi/contract/messages';
import { LOCAL_DATE_TIME_PATTERN, SCHEDULE_MAX_DAYS_AHEAD, utcToZonedLocal, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { DAY_MS } from '@roi/contract/constants';

const MINUTE_MS = 60_000;
/** A suggested time is at least this far ahead, so that it is still ahead once the user has looked at it. */
const SUGGESTION_LEAD_MS = 30 * MINUTE_MS;

/**
 * What a datetime-local field gives, as the contract writes it ('YYYY-MM-DDTHH:mm'). Browsers add seconds
 * when a value or a step asks for them; a schedule is to the minute.
 */
export function toLocalDateTime(value: string): string {
  const trimmed = value.trim();
  const minutes = trimmed.slice(0, 16);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed) && LOCAL_DATE_TIME_PATTERN.test(minutes) ? minutes : '';
}

/**
 * Why a schedule cannot be sent, or null: the server's limits, in the organisation's time zone
 * (docs/product/publishing.md#scheduling): after now, at most SCHEDULE_MAX_DAYS_AHEAD days ahead.
 */
export function scheduleProblem(value: string, timeZone: string, now: Date): string | null {
  const local = toLocalDateTime(value);
  const instant = local ? zonedLocalToUtc(local, timeZone) : null;
  if (!instant) return MESSAGES.scheduleInvalid;
  if (instant.getTime() <= now.getTime()) return MESSAGES.scheduleInPast;
  if (instant.getTime() > now.getTime() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) return MESSAGES.scheduleTooFar;
  return null;
}

/** The earliest and latest wall-clock times a schedule field offers (its min and max). */
export function scheduleBounds(timeZone: string, now: Date): { min: string; max: string } {
  return {
    min: utcToZonedLocal(now, timeZone),
    max: utcToZonedLocal(new Date(now.getTime() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS), timeZone),
  };
}

/** What the field starts with when Schedule is chosen: the whole hour after the next half hour. */
export function suggestedScheduleTime(timeZone: string, now: Date): string {
  const earliest = new Date(now.getTime() + SUGGESTION_LEAD_MS);
  const hourStart = zonedLocalToUtc(`${utcToZonedLocal(earliest, timeZone).slice(0, 13)}:00`, timeZone) ?? earliest;
  return utcToZonedLocal(new Date(hourStart.getTime() + 60 * MINUTE_MS), timeZone);
}
