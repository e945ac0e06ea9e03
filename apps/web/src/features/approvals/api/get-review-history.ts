import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** Every submission and decision on a post, oldest first. */
export async function getReviewHistory(postId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalReview, { query: { postId }, signal })).data.history;
}
