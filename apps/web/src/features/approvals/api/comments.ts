import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

export async function listComments(postId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.postComments, { query: { postId }, signal })).records;
}

export async function addComment(postId: number, body: string) {
  return (await call(approvalEndpoints.postCommentAdd, { body: { post_id: postId, body } })).data;
}
