import { describe, expect, it } from 'vitest';
import { queueTimesWithin } from './queue-times';

describe('queue times on the calendar', () => {
  it('places each weekly time on the organisation’s clock within the range, across a daylight-saving change', () => {
    const times = queueTimesWithin(
      [{ weekday: 7, time: '09:00' }],
      'America/New_York',
      new Date('2027-03-01T00:00:00Z'),
      new Date('2027-03-22T00:00:00Z'),
    );
    // Sundays 7, 14 and 21 March: 09:00 is 14:00 UTC before the change and 13:00 UTC after it.
    expect(times.map((time) => time.start.toISOString())).toEqual([
      '2027-03-07T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
      '2027-03-21T13:00:00.000Z',
    ]);
  });
});
