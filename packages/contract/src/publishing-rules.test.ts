import { describe, expect, it } from 'vitest';
import { formatInZone, utcToZonedLocal, zonedLocalToUtc } from './publishing-rules.js';

describe('zonedLocalToUtc', () => {
  it('reads a wall-clock time in the organisation’s zone, in winter and in summer', () => {
    expect(zonedLocalToUtc('2026-11-24T09:30', 'America/New_York')?.toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T09:30', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T09:30', 'Europe/London')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T09:30', 'UTC')?.toISOString()).toBe('2026-07-01T09:30:00.000Z');
  });

  it('moves a time skipped by the spring change forward by the gap, east and west of UTC', () => {
    // 02:30 does not exist on these days: clocks jump from 02:00 to 03:00.
    expect(zonedLocalToUtc('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToZonedLocal(zonedLocalToUtc('2026-03-08T02:30', 'America/New_York')!, 'America/New_York')).toBe('2026-03-08T03:30');
    expect(zonedLocalToUtc('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZonedLocal(zonedLocalToUtc('2026-03-29T02:30', 'Europe/Berlin')!, 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('takes the first of a time that the autumn change repeats', () => {
    expect(zonedLocalToUtc('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('answers null for text that is no time', () => {
    for (const text of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01 10:00', 'soon']) {
      expect(zonedLocalToUtc(text, 'UTC'), text).toBeNull();
    }
  });
});

describe('formatInZone', () => {
  it('names the zone as people there say it', () => {
    expect(formatInZone(new Date('2026-11-24T14:30:00Z'), 'America/New_York')).toBe('Nov 24, 2026, 09:30 EST');
    expect(formatInZone(new Date('2026-11-24T14:30:00Z'), 'UTC')).toBe('Nov 24, 2026, 14:30 UTC');
  });
});
