import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import type { SubmitReviewRequest } from '@roi/contract/approvals';
import { call } from '../../../lib/call';

/** Sends a draft into its organisation's approval chain. */
export async function submitForApproval(request: SubmitReviewRequest) {
  return (await call(approvalEndpoints.approvalSubmit, { body: request })).data;
}

/** Takes a submission back: the post is a draft again. */
export async function withdrawFromApproval(postId: number) {
  return (await call(approvalEndpoints.approvalWithdraw, { body: { post_id: postId } })).data;
}

/** Sets (a wall-clock time of the organisation) or lifts (null) the time before which the post may not go out. */
export async function setEmbargo(postId: number, notBefore: string | null) {
  return (await call(approvalEndpoints.approvalEmbargo, { body: { post_id: postId, not_before: notBefore } })).data;
}
