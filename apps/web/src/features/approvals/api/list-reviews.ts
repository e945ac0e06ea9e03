import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import type { ReviewTab } from '@roi/contract/approvals';
import { call } from '../../../lib/call';

/** One tab of the approval screen: waiting for the caller, the caller's submissions, or decided recently. */
export async function listReviews(
  request: { tab: ReviewTab; organization_id?: number; campaign_id?: number },
  signal?: AbortSignal,
) {
  return (await call(approvalEndpoints.approvalReviews, { body: request, signal })).records;
}
