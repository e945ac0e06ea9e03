import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  completesStep,
  type ReviewLink,
  type reviewLinkCreateRequestSchema,
  type reviewLinkDecideRequestSchema,
} from '@roi/contract/approvals';
import { DAY_MS } from '@roi/contract/constants';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, foundInScope } from '../access/access.service.js';
import { reviewLinkEmail } from '../mail/templates.js';
import { planApprovedPublication } from '../publishing/publishing.service.js';
import {
  findImageUrls,
  findLinkedPost,
  findLiveLink,
  findOpenReview,
  findReviewedPost,
  findReviewLink,
  findReviewLinks,
  findUserName,
  insertReviewLink,
  recordDecision,
  revokeReviewLink,
} from './approvals.repository.js';
import { expireNow, refusalOf, tellOfDecision } from './approvals.service.js';
import { tellAuthorOfRejection } from './review-notices.js';

/**
 * Review links (docs/product/approvals.md#review-links): an external reviewer named on the chain decides
 * on one post without an account. The token (256 random bits) is emailed and only its hash kept; a link
 * reaches its one post while its review is open, once, until it expires or is revoked. Anything else
 * answers 404, whatever was sent.
 */

type LinkRow = NonNullable<Awaited<ReturnType<typeof findReviewLink>>>;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function linkView(link: LinkRow): ReviewLink {
  const state = link.usedAt ? 'used' : link.revokedAt ? 'revoked' : link.expiresAt.getTime() <= Date.now() ? 'expired' : 'active';
  return {
    id: link.id,
    reviewer_name: link.reviewerName,
    reviewer_email: link.reviewerEmail,
    state,
    decision: link.decision,
    expires_at: link.expiresAt.toISOString(),
    created_at: link.createdAt.toISOString(),
  };
}

/** The post, when in the caller's scope and theirs, or the caller manages others' posts. */
async function findManagedPost(services: Services, caller: Caller, postId: number) {
  await assertPermission(services, caller, 'postsCreate');
  const post = await foundInScope(services, caller, await findReviewedPost(services.db, postId), (found) => found.organizationId, 'postNotFound');
  if (post.userId !== caller.userId) await assertPermission(services, caller, 'postsManageOthers');
  return post;
}

export async function listReviewLinks(services: Services, caller: Caller, postId: number): Promise<ReviewLink[]> {
  await findManagedPost(services, caller, postId);
  return (await findReviewLinks(services.db, postId)).map(linkView);
}

export async function createReviewLink(services: Services, caller: Caller, request: z.output<typeof reviewLinkCreateRequestSchema>): Promise<ReviewLink> {
  const post = await findManagedPost(services, caller, request.post_id);
  const review = await findOpenReview(services.db, post.id);
  if (!review) throw new AppError(409, 'reviewNotOpen');
  const isNamed = review.steps.some((step) => step.approvers.some((approver) => approver.kind === 'email' && approver.email === request.reviewer_email));
  if (!isNamed) throw new AppError(400, 'reviewLinkNotInChain', { details: { field: 'reviewer_email' } });
  const token = randomBytes(32).toString('base64url');
  const link = await insertReviewLink(services.db, {
    reviewId: review.id,
    postId: post.id,
    organizationId: post.organizationId,
    tokenHash: hashOf(token),
    reviewerName: request.reviewer_name,
    reviewerEmail: request.reviewer_email,
    createdBy: caller.userId,
    expiresAt: new Date(Date.now() + request.valid_days * DAY_MS),
  });
  const linked = await findLinkedPost(services.db, post.id);
  await services.mailer.send(
    reviewLinkEmail({
      to: request.reviewer_email,
      organizationId: post.organizationId,
      organizationName: linked.organizationName,
      campaignName: linked.campaignName,
      reviewerName: request.reviewer_name,
      senderName: (await findUserName(services.db, caller.userId)) ?? 'A colleague',
      // In the fragment, so that the token reaches neither server logs nor other sites as a referrer.
      link: `${services.config.appUrl}/review#${token}`,
      validDays: request.valid_days,
    }),
  );
  return linkView(link);
}

export async function revokeLink(services: Services, caller: Caller, linkId: number): Promise<ReviewLink> {
  const link = await findReviewLink(services.db, linkId);
  if (!link) throw new AppError(404, 'reviewLinkNotFound');
  await foundInScope(services, caller, link, (found) => found.organizationId, 'reviewLinkNotFound');
  await findManagedPost(services, caller, link.postId);
  return linkView((await revokeReviewLink(services.db, linkId))!);
}

async function liveLink(services: Services, token: string) {
  const found = await findLiveLink(services.db, hashOf(token));
  if (!found) throw new AppError(404, 'reviewLinkNotFound');
  return found;
}

/** The approvers of the current step the link's reviewer stands for: those named by their address. */
function matchedByLink(found: Awaited<ReturnType<typeof liveLink>>): number[] {
  const step = found.review.steps[found.review.step];
  return (step?.approvers ?? []).flatMap((approver, index) => (approver.kind === 'email' && approver.email === found.link.reviewerEmail ? [index] : []));
}

export async function openReviewLink(services: Services, token: string) {
  const found = await liveLink(services, token);
  const post = await findLinkedPost(services.db, found.link.postId);
  const images = await findImageUrls(services.db, [found.link.postId]);
  return {
    reviewer_name: found.link.reviewerName,
    organization_name: post.organizationName,
    campaign_name: post.campaignName,
    text: post.text,
    image_urls: images.get(found.link.postId) ?? [],
    version: post.version,
    step: found.review.step,
    step_count: found.review.steps.length,
    step_name: found.review.steps[found.review.step]?.name ?? '',
    can_decide: matchedByLink(found).length > 0,
    expires_at: found.link.expiresAt.toISOString(),
  };
}

export async function decideByReviewLink(services: Services, request: z.output<typeof reviewLinkDecideRequestSchema>) {
  const found = await liveLink(services, request.token);
  const matched = matchedByLink(found);
  if (matched.length === 0) throw new AppError(409, 'reviewLinkNotOnStep');
  const comment = request.comment || null;
  if (request.decision === 'reject' && !comment) throw new AppError(400, 'reviewRejectionNeedsReason', { details: { field: 'comment' } });
  const post = await findLinkedPost(services.db, found.link.postId);
  const { review } = found;
  if (review.scheduleAt && review.scheduleAt.getTime() <= Date.now()) {
    await expireNow(services, review, post.version);
    throw new AppError(409, 'reviewExpired');
  }
  const step = review.steps[review.step]!;
  const outcome = await recordDecision(services.db, {
    postId: found.link.postId,
    version: request.version,
    step: review.step,
    decider: { linkId: found.link.id, name: found.link.reviewerName, email: found.link.reviewerEmail },
    decision: request.decision,
    matched,
    comment,
    completes: (approvedSets) => completesStep(step, new Set(approvedSets.flat())),
    publication: await planApprovedPublication(services, post.organizationId, review),
  });
  if (outcome.kind === 'refused') throw refusalOf(outcome.reason);
  await tellOfDecision(services, outcome.review, review.step, outcome.published);
  if (request.decision === 'reject') {
    await tellAuthorOfRejection(
      services,
      { id: found.link.postId, organizationId: post.organizationId },
      { userId: null, name: `${found.link.reviewerName} (external reviewer)` },
      comment!,
    );
  }
  return { decision: request.decision };
}
