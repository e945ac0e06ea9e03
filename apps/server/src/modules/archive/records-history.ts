import type { RecordsPost } from '@roi/contract/archive';
import type { ArchiveRecordRow } from './archive.repository.js';

/** The records grouped by post, in the order of the posts' first records; the others apart. */
export function groupByPost(records: ArchiveRecordRow[]) {
  const byPost = new Map<number, ArchiveRecordRow[]>();
  const other: ArchiveRecordRow[] = [];
  for (const record of records) {
    if (record.postId === null) other.push(record);
    else byPost.set(record.postId, [...(byPost.get(record.postId) ?? []), record]);
  }
  return { byPost, other };
}

/** What a post's history says of it now: its last saved words and campaign, and whether it was deleted. */
export function summarise(postId: number, history: ArchiveRecordRow[]): RecordsPost {
  const saved = history.filter((record) => record.kind === 'post.saved').at(-1);
  const latest = saved ? (JSON.parse(saved.payload) as { campaign?: string; content_text?: string }) : {};
  return {
    post_id: postId,
    campaign: latest.campaign ?? null,
    excerpt: (latest.content_text ?? '').slice(0, 200),
    first_recorded_at: history[0]!.recordedAt.toISOString(),
    last_recorded_at: history.at(-1)!.recordedAt.toISOString(),
    record_count: history.length,
    deleted: history.some((record) => record.kind === 'post.deleted'),
  };
}

/** What each kind of record is called on the pages a person reads. */
export const KIND_LABELS: Record<string, string> = {
  'post.saved': 'Saved',
  'post.archived': 'Archived',
  'post.unarchived': 'Brought back from the archive',
  'post.deleted': 'Deleted from the product',
  'assistant.generation': 'ROI Assistant',
  'comment.added': 'Comment',
  'approval.submitted': 'Submitted for approval',
  'approval.approved': 'Approved',
  'approval.rejected': 'Rejected',
  'approval.withdrawn': 'Review withdrawn',
  'approval.reset': 'Review back to its first step',
  'approval.expired': 'Review expired',
  'approval.published': 'Approved for publishing',
  'schedule.changed': 'Schedule changed',
  'publication.published': 'Published',
  'publication.failed': 'Publishing failed',
  'hold.placed': 'Legal hold placed',
  'hold.lifted': 'Legal hold lifted',
  'retention.pruned': 'Records past their retention removed',
  'export.made': 'Records exported',
};

/** Who acted on a record, as a person reads it. */
export function personOf(record: ArchiveRecordRow, people: Map<number, string>): string {
  if (record.actorUserId === null) return 'ROI Social';
  return people.get(record.actorUserId) ?? `User ${record.actorUserId}`;
}

/** A payload's fields as label and text, for the pages a person reads; the post's HTML and images apart. */
export function payloadLines(payload: Record<string, unknown>): [string, string][] {
  return Object.entries(payload)
    .filter(([key]) => key !== 'content_html' && key !== 'images')
    .map(([key, value]) => [key.replace(/_/g, ' '), typeof value === 'string' ? value : JSON.stringify(value)]);
}
