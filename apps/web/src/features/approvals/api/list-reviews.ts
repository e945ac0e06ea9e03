import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import type { ReviewListRequest } from '@roi/contract/approvals';
import { call } from '../../../lib/call';

/** One tab of the approval screen: waiting for the caller, the caller's submissions, or decided recently. */
export async function listReviews(request: ReviewListRequest, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalReviews, { body: request, signal })).records;
}
