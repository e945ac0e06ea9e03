import { describe, expect, it } from 'vitest';
import { zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { bestHoursFromResults } from './suggested-times.js';

const NEW_YORK = 'America/New_York';
const at = (local: string, engagement: number) => ({ publishedAt: zonedLocalToUtc(local, NEW_YORK)!, engagement });

describe('the best hours from an organisation’s own results', () => {
  it('ranks the hours of the week by their posts’ mean engagement, on the organisation’s clock', () => {
    const results = [
      // Tuesdays at ten: the best; Mondays at eight: next; Fridays at three: last. One post alone at noon Sunday does not count.
      ...['2027-03-02T10:05', '2027-03-09T10:40', '2027-03-16T10:15', '2027-03-23T10:59'].map((local) => at(local, 0.08)),
      ...['2027-03-01T08:00', '2027-03-08T08:30', '2027-03-15T08:10'].map((local) => at(local, 0.05)),
      ...['2027-03-05T15:00', '2027-03-12T15:20', '2027-03-19T15:45'].map((local) => at(local, 0.02)),
      at('2027-03-07T12:00', 0.5),
    ];
    expect(bestHoursFromResults(results, NEW_YORK, 3)).toEqual([
      { weekday: 2, time: '10:00' },
      { weekday: 1, time: '08:00' },
      { weekday: 5, time: '15:00' },
    ]);
    expect(bestHoursFromResults(results, NEW_YORK, 1)).toEqual([{ weekday: 2, time: '10:00' }]);
  });

  it('says nothing until ten posts have results', () => {
    const nine = ['2027-03-02T10:05', '2027-03-09T10:40', '2027-03-16T10:15'].flatMap((local) => [at(local, 0.1), at(local, 0.1), at(local, 0.1)]);
    expect(bestHoursFromResults(nine, NEW_YORK, 3)).toEqual([]);
    expect(bestHoursFromResults([...nine, at('2027-03-23T10:00', 0.1)], NEW_YORK, 3)).toEqual([{ weekday: 2, time: '10:00' }]);
  });
});
