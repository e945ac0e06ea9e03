import { describe, expect, it } from 'vitest';
import { POST_EXCERPT_CHARS } from '@roi/contract/post-rules';
import { displayTimeZone, requestedRange, shownExcerpt } from './calendar-view';

describe('the calendar’s clock', () => {
  it('draws on the organisation’s zone, on the viewer’s when asked, and on the viewer’s for every organisation at once', () => {
    expect(displayTimeZone('organization', 'America/New_York', 'Asia/Tokyo')).toBe('America/New_York');
    expect(displayTimeZone('viewer', 'America/New_York', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(displayTimeZone('organization', null, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(displayTimeZone('organization', 'Mars/Olympus', 'Asia/Tokyo')).toBe('UTC');
  });

  it('asks for a day more on each side of what it shows', () => {
    expect(requestedRange(new Date('2027-01-01T05:00:00Z'), new Date('2027-02-01T05:00:00Z'))).toEqual({
      from: '2026-12-31T05:00:00.000Z',
      to: '2027-02-02T05:00:00.000Z',
    });
  });
});

describe('a post’s excerpt in its details', () => {
  it('is shown whole when the server sent all of the text', () => {
    expect(shownExcerpt('We are hiring.\n\nCome and see.')).toBe('We are hiring.\n\nCome and see.');
  });

  it('ends at its last whole word with an ellipsis when the server cut the text', () => {
    const cut = `${'Growing here, staying here. '.repeat(7)}This is`.slice(0, POST_EXCERPT_CHARS);
    expect(Array.from(cut)).toHaveLength(POST_EXCERPT_CHARS);
    // '… staying here. This' loses the word cut short and the full stop before the ellipsis.
    expect(shownExcerpt(cut)).toBe(`${'Growing here, staying here. '.repeat(7).trimEnd().slice(0, -1)}…`);
  });
});
