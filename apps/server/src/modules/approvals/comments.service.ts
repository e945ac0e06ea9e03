import type { PostComment } from '@roi/contract/approvals';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, foundInScope } from '../access/access.service.js';
import { findComments, findReviewedPost, insertComment } from './approvals.repository.js';

/** Comments on a post: anyone who may read the organisation's posts reads and writes them. */
async function findPostInScope(services: Services, caller: Caller, postId: number) {
  await assertPermission(services, caller, 'postsView');
  return foundInScope(services, caller, await findReviewedPost(services.db, postId), (post) => post.organizationId, 'postNotFound');
}

function commentView(row: Awaited<ReturnType<typeof findComments>>[number]): PostComment {
  return {
    id: row.id,
    author_name: row.authorName,
    is_agency: row.authorOrganizationId === AGENCY_ORG_ID,
    body: row.body,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listComments(services: Services, caller: Caller, postId: number): Promise<PostComment[]> {
  await findPostInScope(services, caller, postId);
  return (await findComments(services.db, postId)).map(commentView);
}

export async function addComment(services: Services, caller: Caller, postId: number, body: string): Promise<PostComment> {
  const post = await findPostInScope(services, caller, postId);
  const id = await insertComment(services.db, { postId, organizationId: post.organizationId, userId: caller.userId, body, version: post.version });
  return commentView((await findComments(services.db, postId)).find((row) => row.id === id)!);
}
