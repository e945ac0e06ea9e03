import { describe, expect, it } from 'vitest';
import { TARGET_STATES, type TargetState } from '@roi/contract/publishing-rules';
import {
  listDateOf,
  canReturnToDraft,
  hasPublishing,
  isAnyPostPublishing,
  isScheduledPost,
  listRefetchInterval,
  postStatusOf,
  publishedLink,
  rescheduleStart,
  scheduleActionsOf,
  scheduledForText,
  TARGET_STATE_COLORS,
  targetAction,
  targetNote,
  targetStateChanges,
  targetStateLabel,
} from './publishing-view';
import { postRecord, publishTarget } from './post-list-test-fixtures';

const now = new Date('2026-07-01T18:00:00Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

describe('a target’s link', () => {
  it('opens LinkedIn’s page as another site', () => {
    expect(publishedLink('https://www.linkedin.com/feed/update/urn:li:share:7001/')).toEqual({
      kind: 'external',
      href: 'https://www.linkedin.com/feed/update/urn:li:share:7001/',
    });
  });

  it('opens the sandbox feed inside the app', () => {
    expect(publishedLink('/sandbox-feed#sandbox-12')).toEqual({ kind: 'internal', to: '/sandbox-feed#sandbox-12' });
  });

  it('follows nothing else', () => {
    expect(publishedLink(null)).toBeNull();
    expect(publishedLink('javascript:alert(1)')).toBeNull();
    expect(publishedLink('//evil.example/x')).toBeNull();
    expect(publishedLink('/\\evil.example')).toBeNull();
  });
});

describe('a target’s action', () => {
  it('offers Retry for a failure and Publish for a post waiting for a publisher, named for the account', () => {
    expect(targetAction(publishTarget({ state: 'failed' }), true)).toEqual({
      kind: 'retry',
      text: 'Retry',
      label: 'Retry publishing to Lakeside EDO',
    });
    expect(targetAction(publishTarget({ state: 'held' }), true)).toEqual({
      kind: 'publish',
      text: 'Publish',
      label: 'Publish to Lakeside EDO',
    });
  });

  it('offers nothing to someone who may not publish, nor for a target on its way or done', () => {
    expect(targetAction(publishTarget({ state: 'held' }), false)).toBeNull();
    expect(targetAction(publishTarget({ state: 'failed' }), false)).toBeNull();
    for (const state of ['scheduled', 'queued', 'publishing', 'published'] as const) {
      expect(targetAction(publishTarget({ state }), true)).toBeNull();
    }
  });
});

describe('a target’s note', () => {
  it('shows why it failed as an error, and why it waits for another try as a note', () => {
    expect(targetNote(publishTarget({ state: 'failed', error: 'LinkedIn refused the post' }))).toEqual({
      text: 'LinkedIn refused the post',
      isError: true,
    });
    expect(targetNote(publishTarget({ state: 'queued', error: 'LinkedIn did not answer' }))).toEqual({
      text: 'LinkedIn did not answer',
      isError: false,
    });
    expect(targetNote(publishTarget({ state: 'published', error: null }))).toBeNull();
  });
});

describe('target states', () => {
  it('has a label and a colour for every state', () => {
    for (const state of TARGET_STATES) {
      expect(targetStateLabel(state)).toBeTruthy();
      expect(TARGET_STATE_COLORS[state]).toBeTruthy();
    }
    expect(targetStateLabel('held')).toBe('Waiting for a publisher');
  });
});

describe('the post’s status', () => {
  it('reads Scheduled for a posted post all of whose targets are scheduled', () => {
    const scheduled = publishTarget({ state: 'scheduled', due_at: inSeconds(3600) });
    expect(postStatusOf(postRecord({ targets: [scheduled, { ...scheduled, id: 502 }] })).label).toBe('Scheduled');
  });

  it('reads Posted once one target has gone on, and as before for other posts', () => {
    const targets = [publishTarget({ state: 'scheduled' }), publishTarget({ id: 502, state: 'queued' })];
    expect(postStatusOf(postRecord({ targets })).label).toBe('Posted');
    expect(postStatusOf(postRecord({ targets: [] }))).toEqual({ label: 'Posted', color: 'success' });
    expect(postStatusOf(postRecord({ publish_status: 1, targets: [] }))).toEqual({ label: 'Draft', color: 'warning' });
    expect(postStatusOf(postRecord({ publish_status: 0, targets: [] }))).toEqual({ label: 'In progress', color: 'info' });
  });

  it('shows a Publishing section for a post with accounts or a schedule, not for a draft', () => {
    expect(hasPublishing(postRecord({ targets: [publishTarget()] }))).toBe(true);
    expect(hasPublishing(postRecord({ publish_status: 1, targets: [] }))).toBe(false);
  });

  it('counts a post as scheduled while every target waits for its time, held ones included', () => {
    const scheduled = publishTarget({ state: 'scheduled' });
    const held = publishTarget({ id: 502, state: 'held' });
    expect(isScheduledPost(postRecord({ scheduled_at: inSeconds(3600), targets: [scheduled] }))).toBe(true);
    expect(isScheduledPost(postRecord({ scheduled_at: inSeconds(3600), targets: [held] }))).toBe(true);
    expect(isScheduledPost(postRecord({ scheduled_at: inSeconds(3600), targets: [scheduled, held] }))).toBe(true);
  });

  it('does not count a post without a schedule, with an account gone on, or with no account', () => {
    const scheduled = publishTarget({ state: 'scheduled' });
    expect(isScheduledPost(postRecord({ scheduled_at: null, targets: [scheduled] }))).toBe(false);
    expect(isScheduledPost(postRecord({ scheduled_at: null, targets: [publishTarget({ state: 'held' })] }))).toBe(false);
    expect(isScheduledPost(postRecord({ scheduled_at: inSeconds(3600), targets: [publishTarget({ state: 'published' })] }))).toBe(false);
    expect(
      isScheduledPost(postRecord({ scheduled_at: inSeconds(3600), targets: [scheduled, publishTarget({ id: 502, state: 'queued' })] })),
    ).toBe(false);
    expect(isScheduledPost(postRecord({ scheduled_at: inSeconds(3600), targets: [] }))).toBe(false);
  });
});

describe('the date the list shows', () => {
  it('shows when a scheduled post goes out, when a published one first went out, else its last change', () => {
    const scheduled = postRecord({ scheduled_at: '2026-08-01T09:00:00Z', targets: [publishTarget({ state: 'scheduled', published_at: null })] });
    expect(listDateOf(scheduled)).toEqual({ label: 'Scheduled', at: '2026-08-01T09:00:00Z' });
    const published = postRecord({
      updated_at: '2026-07-01T12:00:00Z',
      targets: [publishTarget({ published_at: '2026-07-02T10:00:00Z' }), publishTarget({ id: 502, published_at: '2026-07-01T12:01:00Z' })],
    });
    expect(listDateOf(published)).toEqual({ label: 'Published', at: '2026-07-01T12:01:00Z' });
    const failed = postRecord({ updated_at: '2026-07-03T08:00:00Z', targets: [publishTarget({ state: 'failed', published_at: null })] });
    expect(listDateOf(failed)).toEqual({ label: 'Last changed', at: '2026-07-03T08:00:00Z' });
    expect(listDateOf(postRecord({ publish_status: 1, updated_at: '2026-07-04T08:00:00Z' }))).toEqual({
      label: 'Last changed',
      at: '2026-07-04T08:00:00Z',
    });
  });
});

describe('what can be done with a schedule', () => {
  // A Member's post (user 7) waiting for a publisher, with a time.
  const heldPost = postRecord({ user_id: 7, scheduled_at: inSeconds(3600), targets: [publishTarget({ state: 'held' })] });
  const scheduledPost = postRecord({ user_id: 7, scheduled_at: inSeconds(3600), targets: [publishTarget({ state: 'scheduled' })] });

  it('lets someone who may publish move and cancel any scheduled post, held ones included', () => {
    for (const post of [heldPost, scheduledPost]) {
      expect(scheduleActionsOf(post, { userId: 12, canPublish: true })).toEqual({ canReschedule: true, canCancel: true });
    }
  });

  it('lets the author who may not publish cancel, not move, their own scheduled post', () => {
    for (const post of [heldPost, scheduledPost]) {
      expect(scheduleActionsOf(post, { userId: 7, canPublish: false })).toEqual({ canReschedule: false, canCancel: true });
    }
  });

  it('offers nothing to someone else who may not publish', () => {
    expect(scheduleActionsOf(heldPost, { userId: 12, canPublish: false })).toEqual({ canReschedule: false, canCancel: false });
  });

  it('offers nothing once the post is no longer scheduled', () => {
    const published = postRecord({ user_id: 7, scheduled_at: inSeconds(-60), targets: [publishTarget({ state: 'published' })] });
    expect(scheduleActionsOf(published, { userId: 7, canPublish: true })).toEqual({ canReschedule: false, canCancel: false });
  });
});

describe('telling a screen reader what changed', () => {
  const withStates = (page: TargetState, member: TargetState) =>
    postRecord({
      targets: [publishTarget({ state: page }), publishTarget({ id: 502, display_name: 'Ada Lovelace', state: member })],
    });
  const publishing = withStates('publishing', 'queued');

  it('names the new state, the post and the account of each target that changed', () => {
    const published = withStates('published', 'queued');
    expect(targetStateChanges([publishing], [published])).toEqual(['Published: Spring sites on Lakeside EDO']);
    expect(targetStateChanges([published], [withStates('published', 'failed')])).toEqual(['Failed: Spring sites on Ada Lovelace']);
    expect(targetStateChanges([publishing], [withStates('published', 'published')])).toEqual([
      'Published: Spring sites on Lakeside EDO',
      'Published: Spring sites on Ada Lovelace',
    ]);
  });

  it('says nothing when nothing changed, or for posts not shown before (another page, a first load)', () => {
    expect(targetStateChanges([publishing], [publishing])).toEqual([]);
    expect(targetStateChanges([], [publishing])).toEqual([]);
    const other = postRecord({ post_id: 42, targets: [publishTarget({ id: 601, state: 'published' })] });
    expect(targetStateChanges([publishing], [other])).toEqual([]);
  });
});

describe('polling the list', () => {
  const withTarget = (overrides: Parameters<typeof publishTarget>[0], scheduledAt: string | null = null) =>
    postRecord({ scheduled_at: scheduledAt, targets: [publishTarget(overrides)] });

  it('polls while a target is queued or publishing', () => {
    expect(isAnyPostPublishing([withTarget({ state: 'queued' })], now)).toBe(true);
    expect(isAnyPostPublishing([withTarget({ state: 'publishing' })], now)).toBe(true);
  });

  it('polls when a scheduled target is due within the next minute, or overdue', () => {
    expect(isAnyPostPublishing([withTarget({ state: 'scheduled', due_at: inSeconds(45) })], now)).toBe(true);
    expect(isAnyPostPublishing([withTarget({ state: 'scheduled', due_at: inSeconds(-5) })], now)).toBe(true);
    expect(isAnyPostPublishing([withTarget({ state: 'scheduled', due_at: null }, inSeconds(30))], now)).toBe(true);
  });

  it('stops when everything has settled or is due later', () => {
    expect(isAnyPostPublishing([], now)).toBe(false);
    expect(isAnyPostPublishing([withTarget({ state: 'scheduled', due_at: inSeconds(61) })], now)).toBe(false);
    expect(isAnyPostPublishing([withTarget({ state: 'scheduled', due_at: null })], now)).toBe(false);
    for (const state of ['held', 'published', 'failed'] as const) {
      expect(isAnyPostPublishing([withTarget({ state })], now)).toBe(false);
    }
  });
});

describe('waking the list up for a schedule', () => {
  it('asks every 3 s while something is going out', () => {
    expect(listRefetchInterval([postRecord({ targets: [publishTarget({ state: 'publishing' })] })], now)).toBe(3000);
  });

  it('asks again a minute before the next scheduled post is due', () => {
    const later = postRecord({ scheduled_at: inSeconds(600), targets: [publishTarget({ state: 'scheduled', due_at: inSeconds(600) })] });
    const sooner = postRecord({ scheduled_at: inSeconds(300), targets: [publishTarget({ state: 'scheduled', due_at: null })] });
    expect(listRefetchInterval([later, sooner], now)).toBe(240_000);
  });

  it('does not ask while nothing is on its way', () => {
    expect(listRefetchInterval([postRecord({ targets: [publishTarget({ state: 'published' })] })], now)).toBe(false);
    expect(listRefetchInterval([], now)).toBe(false);
  });
});

describe('the schedule as the organisation reads it', () => {
  const post = postRecord({ scheduled_at: '2026-11-24T14:30:00Z', timezone: 'America/New_York' });

  it('names the time and the zone', () => {
    expect(scheduledForText(post)).toBe('Scheduled for Nov 24, 2026, 09:30 EST');
  });

  it('starts the Reschedule field at the current schedule on the organisation’s clock', () => {
    expect(rescheduleStart(post)).toBe('2026-11-24T09:30');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    const unknownZone = { ...post, timezone: 'Mars/Olympus' };
    expect(scheduledForText(unknownZone)).toBe('Scheduled for Nov 24, 2026, 14:30 UTC');
    expect(rescheduleStart(unknownZone)).toBe('2026-11-24T14:30');
  });
});

describe('canReturnToDraft', () => {
  const target = (state: TargetState) => publishTarget({ state });
  const viewer = { userId: 7, canPublish: false };

  it('offers a refused post back to its author or to a publisher, not while anything went out', () => {
    expect(canReturnToDraft({ user_id: 7, targets: [target('failed'), target('failed')] }, viewer)).toBe(true);
    expect(canReturnToDraft({ user_id: 7, targets: [target('failed'), target('held')] }, viewer)).toBe(true);
    expect(canReturnToDraft({ user_id: 8, targets: [target('failed')] }, viewer)).toBe(false);
    expect(canReturnToDraft({ user_id: 8, targets: [target('failed')] }, { userId: 7, canPublish: true })).toBe(true);
    expect(canReturnToDraft({ user_id: 7, targets: [target('failed'), target('published')] }, viewer)).toBe(false);
    expect(canReturnToDraft({ user_id: 7, targets: [target('held')] }, viewer)).toBe(false);
  });
});
