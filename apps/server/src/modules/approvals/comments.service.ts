import type { Mentionable, PostComment } from '@roi/contract/approvals';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, foundInScope } from '../access/access.service.js';
import { mentionEmail } from '../mail/templates.js';
import { readMentionsOf, recordNotice } from '../notifications/notifications.service.js';
import { findApproverUsers, findComments, findMailContext, findReviewedPost, insertComment } from './approvals.repository.js';

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

/** The post's conversation, and who a comment on it may mention; reading it reads the caller's mentions in it. */
export async function listComments(services: Services, caller: Caller, postId: number): Promise<{ records: PostComment[]; people: Mentionable[] }> {
  const post = await findPostInScope(services, caller, postId);
  const [comments, people] = await Promise.all([findComments(services.db, postId), findApproverUsers(services.db, post.organizationId)]);
  await readMentionsOf(services, caller, postId);
  return {
    records: comments.map(commentView),
    people: people.filter((person) => person.id !== caller.userId).map((person) => ({ id: person.id, name: person.name })),
  };
}

/**
 * Adds a comment; each person it mentions (of the post's organisation or the agency, as on its approval
 * chain) is told, in the product and by email. A mention of anyone else refuses the comment whole.
 */
export async function addComment(services: Services, caller: Caller, postId: number, body: string, mentionUserIds: number[] = []): Promise<PostComment> {
  const post = await findPostInScope(services, caller, postId);
  const people = await findApproverUsers(services.db, post.organizationId);
  const mentioned = people.filter((person) => mentionUserIds.includes(person.id));
  if (new Set(mentionUserIds).size !== mentioned.length) throw new AppError(400, 'mentionUserUnknown', { details: { field: 'mention_user_ids' } });
  const id = await insertComment(services.db, { postId, organizationId: post.organizationId, userId: caller.userId, body, version: post.version });
  const told = new Set(
    await recordNotice(
      services.db,
      { kind: 'mention', organizationId: post.organizationId, postId, actorUserId: caller.userId, text: body },
      mentioned.map((person) => person.id),
    ),
  );
  const about = await findMailContext(services.db, postId);
  const author = people.find((person) => person.id === caller.userId)?.name ?? caller.email;
  for (const person of mentioned.filter((candidate) => told.has(candidate.id))) {
    await services.mailer.send(
      mentionEmail({
        to: person.email,
        organizationId: post.organizationId,
        organizationName: about?.organizationName ?? '',
        campaignName: about?.campaignName ?? '',
        authorName: author,
        comment: body,
        link: `${services.config.appUrl}/approval?post=${postId}`,
      }),
    );
  }
  return commentView((await findComments(services.db, postId)).find((row) => row.id === id)!);
}
