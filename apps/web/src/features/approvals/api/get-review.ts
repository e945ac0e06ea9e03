import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** A post's latest review (null: never submitted) and every submission and decision on it, oldest first. */
export async function getReview(postId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalReview, { query: { postId }, signal })).data;
}
