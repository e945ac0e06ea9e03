import type { PostRecord } from '@roi/contract/posts';

export interface ReviewChip {
  label: string;
  color: 'info' | 'error' | 'warning';
  /** Said on hover: the rejection's reasons, or why the post expired. */
  detail: string | null;
}

/**
 * The approval state worth a chip in the list: in review (with the step), rejected (with the reasons)
 * or expired. Approved posts are posted and withdrawn ones plain drafts: the status chip says enough.
 */
export function reviewChipOf(post: Pick<PostRecord, 'review'>): ReviewChip | null {
  const { review } = post;
  if (!review) return null;
  switch (review.state) {
    case 'in_review':
      return { label: `In review · step ${review.step + 1} of ${review.step_count}: ${review.step_name}`, color: 'info', detail: null };
    case 'rejected':
      return { label: 'Rejected', color: 'error', detail: review.rejection };
    case 'expired':
      return { label: 'Expired', color: 'warning', detail: 'Its scheduled time came before it was approved, so it was not published.' };
    default:
      return null;
  }
}
