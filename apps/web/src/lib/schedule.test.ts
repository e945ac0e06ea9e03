import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import { scheduleBounds, scheduleProblem, suggestedScheduleTime, toLocalDateTime } from './schedule';

// 14:10 in New York (EDT, UTC-4) on 1 July 2026.
const now = new Date('2026-07-01T18:10:00Z');
const NEW_YORK = 'America/New_York';

describe('toLocalDateTime', () => {
  it('keeps a datetime-local value to the minute', () => {
    expect(toLocalDateTime('2026-07-01T15:00')).toBe('2026-07-01T15:00');
    expect(toLocalDateTime('2026-07-01T15:00:30')).toBe('2026-07-01T15:00');
    expect(toLocalDateTime('2026-07-01T15:00:30.250')).toBe('2026-07-01T15:00');
  });

  it('gives nothing for what is no date and time', () => {
    expect(toLocalDateTime('')).toBe('');
    expect(toLocalDateTime('2026-07-01')).toBe('');
    expect(toLocalDateTime('tomorrow at 3')).toBe('');
  });
});

describe('scheduleProblem', () => {
  it('accepts a time ahead, read in the organisation’s time zone', () => {
    expect(scheduleProblem('2026-07-01T15:00', NEW_YORK, now)).toBeNull();
    // 15:00 in London is 14:00 UTC, before now.
    expect(scheduleProblem('2026-07-01T15:00', 'Europe/London', now)).toBe(MESSAGES.scheduleInPast);
  });

  it('refuses a time in the past or now', () => {
    expect(scheduleProblem('2026-07-01T14:00', NEW_YORK, now)).toBe(MESSAGES.scheduleInPast);
    expect(scheduleProblem('2026-07-01T14:10', NEW_YORK, now)).toBe(MESSAGES.scheduleInPast);
    expect(scheduleProblem('2026-07-01T14:11', NEW_YORK, now)).toBeNull();
  });

  it('refuses a time more than a year ahead', () => {
    expect(scheduleProblem('2027-07-01T14:10', NEW_YORK, now)).toBeNull();
    expect(scheduleProblem('2027-07-01T14:11', NEW_YORK, now)).toBe(MESSAGES.scheduleTooFar);
  });

  it('asks for a date and a time when there is none, or no such day', () => {
    expect(scheduleProblem('', NEW_YORK, now)).toBe(MESSAGES.scheduleInvalid);
    expect(scheduleProblem('2026-02-30T10:00', NEW_YORK, now)).toBe(MESSAGES.scheduleInvalid);
  });
});

describe('scheduleBounds', () => {
  it('offers from now to a year ahead, as the organisation’s clocks read', () => {
    expect(scheduleBounds(NEW_YORK, now)).toEqual({ min: '2026-07-01T14:10', max: '2027-07-01T14:10' });
    expect(scheduleBounds('UTC', now).min).toBe('2026-07-01T18:10');
  });
});

describe('suggestedScheduleTime', () => {
  it('suggests a whole hour, at least half an hour ahead', () => {
    expect(suggestedScheduleTime(NEW_YORK, now)).toBe('2026-07-01T15:00');
    expect(suggestedScheduleTime(NEW_YORK, new Date('2026-07-01T18:40:00Z'))).toBe('2026-07-01T16:00');
  });

  it('suggests a time the validation accepts, in a zone with a half-hour offset too', () => {
    for (const zone of [NEW_YORK, 'Asia/Kolkata', 'UTC', 'Australia/Adelaide']) {
      expect(scheduleProblem(suggestedScheduleTime(zone, now), zone, now)).toBeNull();
      expect(suggestedScheduleTime(zone, now)).toMatch(/T\d{2}:00$/);
    }
  });
});
