import { describe, expect, it } from 'vitest';
import { postRecord } from './post-list-test-fixtures';
import { postActionsOf } from './post-actions';
import { reviewChipOf } from './review-view';

const review = {
  id: 1,
  state: 'in_review' as const,
  step: 1,
  step_count: 2,
  step_name: 'Client sign-off',
  version: 3,
  submitted_at: '2026-07-01T12:00:00Z',
  schedule_at: null,
  rejection: null,
};

describe('the approval state in the posts list', () => {
  it('names the step a post in review is at, and the reasons of a rejection', () => {
    expect(reviewChipOf(postRecord({ review }))?.label).toBe('In review · step 2 of 2: Client sign-off');
    expect(reviewChipOf(postRecord({ review: { ...review, state: 'rejected', rejection: 'Too long' } }))).toMatchObject({ label: 'Rejected', detail: 'Too long' });
    expect(reviewChipOf(postRecord({ review: { ...review, state: 'approved' } }))).toBeNull();
    expect(reviewChipOf(postRecord())).toBeNull();
  });

  it('offers Submit for approval on a draft with text, and Withdraw submission while it is in review', () => {
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: true })).menu).toContain('submit');
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: true, excerpt: '' })).menu).not.toContain('submit');
    const inReview = postActionsOf(postRecord({ publish_status: 1, can_manage: true, review })).menu;
    expect(inReview).toContain('withdrawSubmission');
    expect(inReview).not.toContain('submit');
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: false, review })).menu).not.toContain('withdrawSubmission');
  });

  it('offers to set an embargo, and to change or lift one, while the post is neither posted nor in review', () => {
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: true })).menu).toContain('embargo');
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: true })).menu).not.toContain('liftEmbargo');
    const embargoed = postActionsOf(postRecord({ publish_status: 1, can_manage: true, not_before: '2026-12-01T09:00:00Z' })).menu;
    expect(embargoed).toEqual(expect.arrayContaining(['embargo', 'liftEmbargo']));
    for (const post of [
      postRecord({ publish_status: 1, can_manage: true, not_before: '2026-12-01T09:00:00Z', review }),
      postRecord({ publish_status: 2, can_manage: true, not_before: '2026-12-01T09:00:00Z' }),
      postRecord({ publish_status: 1, can_manage: false }),
    ]) {
      expect(postActionsOf(post).menu).not.toContain('embargo');
      expect(postActionsOf(post).menu).not.toContain('liftEmbargo');
    }
  });
});
