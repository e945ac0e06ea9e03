import { matchedApprovers } from '@roi/contract/approvals';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import type { Services } from '../../services.js';
import { reviewRejectedEmail, reviewWaitingEmail } from '../mail/templates.js';
import { recordNotice } from '../notifications/notifications.service.js';
import { findApproverUsers, findMailContext, findOpenReview, findStepApprovals } from './approvals.repository.js';

/**
 * Telling people where a post's review stands (docs/product/notifications.md): each notice is kept in
 * the product, for the person's list in the top bar, and sent by email.
 */

function postLink(services: Services, postId: number): string {
  return `${services.config.appUrl}/posts/createpost?postId=${postId}`;
}

/**
 * The post has just reached a step (submitted, moved on, or sent back to the first): its approvers who
 * have not yet approved it there are told it waits for them. Neither its author nor its submitter is,
 * as they may not approve it; external reviewers hear through the review links sent to them.
 */
export async function tellStepApprovers(services: Services, postId: number, actorUserId: number | null): Promise<void> {
  const review = await findOpenReview(services.db, postId);
  const step = review?.steps[review.step];
  const about = await findMailContext(services.db, postId);
  if (!review || !step || !about) return;
  const decided = new Set((await findStepApprovals(services.db, review)).map((approval) => approval.actorUserId));
  const approvers = (await findApproverUsers(services.db, review.organizationId)).filter(
    (user) =>
      user.id !== about.authorUserId &&
      user.id !== review.submittedBy &&
      !decided.has(user.id) &&
      matchedApprovers(step, { userId: user.id, email: user.email, level: user.level, isAgency: user.organizationId === AGENCY_ORG_ID }).length > 0,
  );
  const told = new Set(
    await recordNotice(
      services.db,
      { kind: 'review_waiting', organizationId: review.organizationId, postId, actorUserId, text: `${about.campaignName} · ${step.name}` },
      approvers.map((user) => user.id),
    ),
  );
  for (const approver of approvers.filter((user) => told.has(user.id))) {
    await services.mailer.send(
      reviewWaitingEmail({
        to: approver.email,
        organizationId: review.organizationId,
        organizationName: about.organizationName,
        campaignName: about.campaignName,
        stepName: step.name,
        link: `${services.config.appUrl}/approval`,
      }),
    );
  }
}

export async function tellAuthorOfRejection(
  services: Services,
  post: { id: number; organizationId: number },
  reviewer: { userId: number | null; name: string },
  reasons: string,
): Promise<void> {
  const about = await findMailContext(services.db, post.id);
  if (!about) return;
  await recordNotice(
    services.db,
    { kind: 'review_rejected', organizationId: post.organizationId, postId: post.id, actorUserId: reviewer.userId, text: reasons },
    [about.authorUserId],
  );
  await services.mailer.send(
    reviewRejectedEmail({
      to: about.authorEmail,
      organizationId: post.organizationId,
      organizationName: about.organizationName,
      campaignName: about.campaignName,
      reviewerName: reviewer.name,
      reasons,
      link: postLink(services, post.id),
    }),
  );
}
