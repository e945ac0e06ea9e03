import { describe, expect, it } from 'vitest';
import { zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { nextFreeTimes } from './queue-times.js';

/** The one time "Add to queue" takes: the first free one, or null. */
const nextFree = (...args: [Parameters<typeof nextFreeTimes>[0], string, ReadonlySet<number>, Date]) => nextFreeTimes(...args, 1)[0] ?? null;

const NEW_YORK = 'America/New_York';
const at = (local: string) => zonedLocalToUtc(local, NEW_YORK)!;

describe('the next free queue time', () => {
  // Tuesday 2027-03-09, 10:00 in New York.
  const now = at('2027-03-09T10:00');
  const weekdays = [
    { weekday: 2, time: '09:00' },
    { weekday: 2, time: '14:00' },
    { weekday: 4, time: '09:00' },
  ];

  it('takes the next time of the week on the organisation’s clock, skipping the past and the taken ones', () => {
    expect(nextFree(weekdays, NEW_YORK, new Set(), now)).toBe('2027-03-09T14:00');
    expect(nextFree(weekdays, NEW_YORK, new Set([at('2027-03-09T14:00').getTime()]), now)).toBe('2027-03-11T09:00');
    const taken = new Set([at('2027-03-09T14:00').getTime(), at('2027-03-11T09:00').getTime()]);
    expect(nextFree(weekdays, NEW_YORK, taken, now)).toBe('2027-03-16T09:00');
  });

  it('moves a time skipped by the spring change forward by the gap, and counts it taken by then', () => {
    // Sunday 2027-03-14: clocks in New York go from 02:00 to 03:00.
    const sunday = [{ weekday: 7, time: '02:30' }];
    expect(nextFree(sunday, NEW_YORK, new Set(), now)).toBe('2027-03-14T03:30');
    expect(nextFree(sunday, NEW_YORK, new Set([at('2027-03-14T03:30').getTime()]), now)).toBe('2027-03-21T02:30');
  });

  it('reads the same wall-clock time across the autumn change: an hour more in UTC after it', () => {
    const autumn = at('2027-11-06T12:00');
    const sunday = [{ weekday: 7, time: '09:00' }];
    const first = nextFree(sunday, NEW_YORK, new Set(), autumn);
    expect(first).toBe('2027-11-07T09:00');
    expect(at(first!).toISOString()).toBe('2027-11-07T14:00:00.000Z');
  });

  it('answers none without times, or when every time of the coming year is taken', () => {
    expect(nextFree([], NEW_YORK, new Set(), now)).toBeNull();
    const thursdays = [{ weekday: 4, time: '09:00' }];
    const from = new Date('2027-03-10T00:00:00Z');
    const taken = new Set<number>();
    for (let week = 0; week < 53; week += 1) taken.add(Date.parse('2027-03-11T09:00:00Z') + week * 7 * 86_400_000);
    expect(nextFree(thursdays, 'UTC', taken, from)).toBeNull();
    taken.delete(Date.parse('2027-03-18T09:00:00Z'));
    expect(nextFree(thursdays, 'UTC', taken, from)).toBe('2027-03-18T09:00');
  });
});
