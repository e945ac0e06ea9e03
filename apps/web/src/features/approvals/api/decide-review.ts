import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import type { DecideReviewRequest } from '@roi/contract/approvals';
import { call } from '../../../lib/call';

/** Approves or rejects a post at the step and version the reviewer looked at. */
export async function decideReview(request: DecideReviewRequest) {
  return call(approvalEndpoints.approvalDecide, { body: request });
}
