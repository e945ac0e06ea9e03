import { describe, expect, it } from 'vitest';
import { postActionsOf } from './post-actions';
import { postRecord, publishTarget } from './post-list-test-fixtures';

describe('what the list offers for a post', () => {
  it('opens a draft in the editor and offers its manager the rest, Submit for approval and Delete included', () => {
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: true }))).toEqual({
      primary: 'edit',
      menu: ['queue', 'view', 'duplicate', 'submit', 'embargo', 'archive', 'delete'],
    });
    expect(postActionsOf(postRecord({ publish_status: 0, can_manage: false }))).toEqual({ primary: 'edit', menu: ['view', 'duplicate'] });
  });

  it('shows a published post, never offers to delete it, and archives it only once nothing of it is on its way', () => {
    expect(postActionsOf(postRecord({ can_manage: true, targets: [publishTarget()] }))).toEqual({
      primary: 'view',
      menu: ['duplicate', 'archive'],
    });
    for (const state of ['scheduled', 'held', 'queued', 'publishing'] as const) {
      expect(postActionsOf(postRecord({ can_manage: true, targets: [publishTarget(), publishTarget({ id: 502, state })] })).menu).toEqual([
        'duplicate',
      ]);
    }
    expect(postActionsOf(postRecord({ can_manage: false, targets: [publishTarget()] })).menu).toEqual(['duplicate']);
  });

  it('offers Unarchive for an archived post, and no editor until it is back', () => {
    expect(postActionsOf(postRecord({ publish_status: 1, can_manage: true, archived_at: '2026-07-05T00:00:00Z' }))).toEqual({
      primary: null,
      menu: ['view', 'duplicate', 'unarchive', 'delete'],
    });
  });
});
