import { describe, expect, it } from 'vitest';
import { displayTimeZone, formatDay, formatMoment } from './dates';

describe('displayTimeZone', () => {
  it("uses the organisation's zone when it is known", () => {
    expect(displayTimeZone('America/New_York')).toBe('America/New_York');
  });

  it("falls back to the viewer's zone for none or an unknown one", () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(displayTimeZone('')).toBe(own);
    expect(displayTimeZone(null)).toBe(own);
    expect(displayTimeZone('Mars/Olympus')).toBe(own);
  });
});

describe('formatDay', () => {
  it('names the day of the zone, not of UTC', () => {
    expect(formatDay('2026-11-24T03:30:00Z', 'America/New_York')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-24T03:30:00Z', 'UTC')).toBe('Nov 24, 2026');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatDay('soon', 'UTC')).toBe('soon');
  });
});

describe('formatMoment', () => {
  it('shows the time with its zone', () => {
    expect(formatMoment('2026-11-24T14:30:00Z', 'UTC')).toBe('Nov 24, 2026, 14:30 UTC');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatMoment('', 'UTC')).toBe('');
  });
});
