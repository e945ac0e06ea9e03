import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import { POST_NOW, scheduleOfChoice } from './publish-choice';

const now = new Date('2026-07-01T18:10:00Z');
const ZONE = 'America/New_York';

describe('scheduleOfChoice', () => {
  it('sends no schedule to post now', () => {
    expect(scheduleOfChoice(POST_NOW, ZONE, now)).toEqual({ scheduleAt: null, problem: null });
    expect(scheduleOfChoice(POST_NOW, null, now)).toEqual({ scheduleAt: null, problem: null });
  });

  it('sends a time ahead, to the minute', () => {
    expect(scheduleOfChoice({ mode: 'schedule', at: '2026-07-01T15:00:00' }, ZONE, now)).toEqual({
      scheduleAt: '2026-07-01T15:00',
      problem: null,
    });
  });

  it('says why a time cannot be sent', () => {
    expect(scheduleOfChoice({ mode: 'schedule', at: '2026-07-01T14:00' }, ZONE, now)).toEqual({
      scheduleAt: null,
      problem: MESSAGES.scheduleInPast,
    });
    expect(scheduleOfChoice({ mode: 'schedule', at: '2028-01-01T10:00' }, ZONE, now).problem).toBe(MESSAGES.scheduleTooFar);
    expect(scheduleOfChoice({ mode: 'schedule', at: '' }, ZONE, now).problem).toBe(MESSAGES.scheduleInvalid);
    expect(scheduleOfChoice({ mode: 'schedule', at: '2026-07-01T15:00' }, null, now).problem).toBe(MESSAGES.scheduleInvalid);
  });
});
