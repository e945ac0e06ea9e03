import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** Takes a submission back: the post is a draft again. */
export async function withdrawSubmission(postId: number) {
  return call(approvalEndpoints.approvalWithdraw, { body: { post_id: postId } });
}
