import type { FastifyInstance } from 'fastify';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import {
  countWaiting,
  decide,
  findReviewAccounts,
  findReviewCampaigns,
  findReviewOrganizations,
  findReviews,
  getChain,
  getReview,
  replaceChain,
  setPostEmbargo,
  submitForApproval,
  withdrawSubmission,
} from './approvals.service.js';
import { addComment, listComments } from './comments.service.js';
import { createReviewLink, decideByReviewLink, listReviewLinks, openReviewLink, revokeLink } from './review-links.service.js';

export function approvalRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, approvalEndpoints.approvalChainGet, async ({ caller, query }) =>
      ok(MESSAGES.approvalChainLoaded, { data: await getChain(services, caller, query.organizationId) }),
    );
    route(app, approvalEndpoints.approvalChainReplace, async ({ caller, body }) =>
      ok(MESSAGES.approvalChainSaved, { data: await replaceChain(services, caller, body) }),
    );
    route(app, approvalEndpoints.approvalSubmit, async ({ caller, body }) =>
      ok(MESSAGES.reviewSubmitted, { data: await submitForApproval(services, caller, body) }),
    );
    route(app, approvalEndpoints.approvalWithdraw, async ({ caller, body }) =>
      ok(MESSAGES.reviewWithdrawn, { data: await withdrawSubmission(services, caller, body.post_id) }),
    );
    route(app, approvalEndpoints.approvalDecide, async ({ caller, body }) =>
      ok(body.decision === 'approve' ? MESSAGES.reviewApproved : MESSAGES.reviewRejected, { data: await decide(services, caller, body) }),
    );
    route(app, approvalEndpoints.approvalReview, async ({ caller, query }) =>
      ok(MESSAGES.reviewsLoaded, { data: await getReview(services, caller, query.postId) }),
    );
    route(app, approvalEndpoints.approvalReviews, async ({ caller, body }) =>
      ok(MESSAGES.reviewsLoaded, { records: await findReviews(services, caller, body) }),
    );
    route(app, approvalEndpoints.approvalWaitingCount, async ({ caller }) =>
      ok(MESSAGES.reviewsLoaded, { data: { count: await countWaiting(services, caller) } }),
    );
    route(app, approvalEndpoints.approvalAccounts, async ({ caller, query }) =>
      ok(MESSAGES.linkedAccountsLoaded, { records: await findReviewAccounts(services, caller, query.organizationId) }),
    );
    route(app, approvalEndpoints.approvalOrganizations, async ({ caller }) =>
      ok(MESSAGES.listLoaded, { records: await findReviewOrganizations(services, caller) }),
    );
    route(app, approvalEndpoints.approvalCampaigns, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { records: await findReviewCampaigns(services, caller, query.organizationId) }),
    );
    route(app, approvalEndpoints.approvalEmbargo, async ({ caller, body }) =>
      ok(body.not_before === null ? MESSAGES.embargoLifted : MESSAGES.embargoSaved, {
        data: await setPostEmbargo(services, caller, body.post_id, body.not_before),
      }),
    );
    route(app, approvalEndpoints.reviewLinks, async ({ caller, query }) =>
      ok(MESSAGES.reviewLinksLoaded, { records: await listReviewLinks(services, caller, query.postId) }),
    );
    route(app, approvalEndpoints.reviewLinkCreate, async ({ caller, body }) =>
      ok(MESSAGES.reviewLinkSent, { data: await createReviewLink(services, caller, body) }),
    );
    route(app, approvalEndpoints.reviewLinkRevoke, async ({ caller, body }) =>
      ok(MESSAGES.reviewLinkRevoked, { data: await revokeLink(services, caller, body.link_id) }),
    );
    route(app, approvalEndpoints.postComments, async ({ caller, query }) =>
      ok(MESSAGES.commentsLoaded, await listComments(services, caller, query.postId)),
    );
    route(app, approvalEndpoints.postCommentAdd, async ({ caller, body }) =>
      ok(MESSAGES.commentAdded, { data: await addComment(services, caller, body.post_id, body.body, body.mention_user_ids) }),
    );
    route(app, approvalEndpoints.reviewLinkOpen, async ({ body }) => ok(MESSAGES.reviewLinkOpened, { data: await openReviewLink(services, body.token) }));
    route(app, approvalEndpoints.reviewLinkDecide, async ({ body }) =>
      ok(body.decision === 'approve' ? MESSAGES.reviewApproved : MESSAGES.reviewRejected, { data: await decideByReviewLink(services, body) }),
    );
  };
}
