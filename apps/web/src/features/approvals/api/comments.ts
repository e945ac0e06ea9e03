import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** The conversation about a post, and the people a comment on it may mention. */
export async function listComments(postId: number, signal?: AbortSignal) {
  const { records, people } = await call(approvalEndpoints.postComments, { query: { postId }, signal });
  return { comments: records, people };
}

export async function addComment(postId: number, comment: { body: string; mentionUserIds: number[] }) {
  return (await call(approvalEndpoints.postCommentAdd, { body: { post_id: postId, body: comment.body, mention_user_ids: comment.mentionUserIds } })).data;
}
