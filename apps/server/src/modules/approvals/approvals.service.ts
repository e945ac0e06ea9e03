import {
  approverLabel,
  DEFAULT_APPROVAL_STEPS,
  completesStep,
  matchedApprovers,
  type ApprovalChain,
  type ApprovalChainRequest,
  type ApprovalStep,
  type ChainAppliesTo,
  type DecideReviewRequest,
  type Decider,
  type ReviewAccount,
  type ReviewCampaign,
  type ReviewEvent,
  type ReviewListRequest,
  type ReviewOrganization,
  type ReviewRecord,
  type ReviewSummary,
  type SubmitReviewRequest,
} from '@roi/contract/approvals';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { keyOfMessage } from '@roi/contract/messages';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import { postTextProblem } from '@roi/contract/post-text';
import { DEFAULT_TIME_ZONE } from '@roi/contract/publishing-rules';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, foundInScope, hasPermission } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findChosenAccounts } from '../integrations/integrations.repository.js';
import { assertNotEmbargoed, planApprovedPublication, publishingAccountIds, resolveSchedule } from '../publishing/publishing.service.js';
import {
  closeReview,
  findAccountNames,
  findApproverUsers,
  findChain,
  findHistory,
  findImageUrls,
  findLatestReviews,
  findOpenReview,
  findRejections,
  findReviewedPost,
  findRoleLevel,
  findStepApprovals,
  findUserName,
  listOpenReviewSteps,
  findReviewsApprovedAtTheirStep,
  listReviewCampaigns,
  listReviews,
  REVIEW_LIST_LIMIT,
  openReview,
  recordDecision,
  saveChain,
  sendBackToFirstStep,
  setEmbargo,
  findArchivedText,
  findVersionsSeen,
  type DecisionRefusal,
  type ReviewListRow,
  type ReviewRow,
  type ReviewSummaryRow,
} from './approvals.repository.js';
import { tellAuthorOfRejection, tellStepApprovers } from './review-notices.js';
import { listOrganizationNames } from '../organizations/organizations.repository.js';

/** The chain an organisation's posts follow: its own, or the default rule when it saved none. */
async function chainOf(services: Services, organizationId: number): Promise<{ appliesTo: ChainAppliesTo; steps: ApprovalStep[]; saved: boolean; updatedAt: Date | null }> {
  const saved = await findChain(services.db, organizationId);
  return saved
    ? { appliesTo: saved.appliesTo, steps: saved.steps, saved: true, updatedAt: saved.updatedAt }
    : { appliesTo: 'without_publish', steps: DEFAULT_APPROVAL_STEPS, saved: false, updatedAt: null };
}

export async function getChain(services: Services, caller: Caller, organizationId: number): Promise<ApprovalChain> {
  await assertPermission(services, caller, 'approvalView');
  await assertOrganizationInScope(services, caller, organizationId);
  return chainView(services, caller, organizationId);
}

async function chainView(services: Services, caller: Caller, organizationId: number): Promise<ApprovalChain> {
  const chain = await chainOf(services, organizationId);
  const users = await findApproverUsers(services.db, organizationId);
  return {
    organization_id: organizationId,
    applies_to: chain.appliesTo,
    steps: chain.steps,
    is_default: !chain.saved,
    updated_at: chain.updatedAt?.toISOString() ?? null,
    users: users.map((user) => ({ id: user.id, name: user.name, email: user.email, agency: user.organizationId === AGENCY_ORG_ID })),
    can_edit: await hasPermission(services, caller, 'approvalEdit'),
  };
}

/** Replaces the chain; a named user must be of the organisation or of the agency. */
export async function replaceChain(services: Services, caller: Caller, request: ApprovalChainRequest): Promise<ApprovalChain> {
  await assertPermission(services, caller, 'approvalEdit');
  await assertOrganizationInScope(services, caller, request.organization_id);
  const users = new Set((await findApproverUsers(services.db, request.organization_id)).map((user) => user.id));
  const named = request.steps.flatMap((step) => step.approvers.flatMap((approver) => (approver.kind === 'user' ? [approver.user_id] : [])));
  if (named.some((userId) => !users.has(userId))) throw new AppError(400, 'approverUserUnknown', { details: { field: 'steps' } });
  await saveChain(services.db, request.organization_id, request.applies_to, request.steps, caller.userId);
  await recordAudit(services.db, {
    event: 'approval.chain_saved',
    actorUserId: caller.userId,
    organizationId: request.organization_id,
    ip: caller.ip,
    detail: { steps: request.steps.length, appliesTo: request.applies_to },
  });
  return chainView(services, caller, request.organization_id);
}

/**
 * Whether a post of this caller must go through the organisation's chain instead of being posted. The
 * default rule keeps today's gate, held targets released by someone who may publish; a saved chain
 * refuses the direct path to those it applies to.
 */
export async function assertMayPostDirectly(services: Services, caller: Caller, organizationId: number, postId: number | undefined): Promise<void> {
  if (postId !== undefined && (await findOpenReview(services.db, postId))) throw new AppError(409, 'postInReview');
  const chain = await chainOf(services, organizationId);
  if (!chain.saved) return;
  if (chain.appliesTo === 'everyone' || !(await hasPermission(services, caller, 'postsPublish'))) {
    throw new AppError(409, 'approvalRequired');
  }
}

/** Publishing calls on a post in review are refused, whatever they carry. */
export async function assertNotInReview(services: Services, postId: number): Promise<void> {
  if (await findOpenReview(services.db, postId)) throw new AppError(409, 'postInReview');
}

/** After the post's text or images changed: a review with approvals starts again from its first step. */
export async function onPostEdited(services: Services, caller: Caller, postId: number, version: number): Promise<void> {
  if (await sendBackToFirstStep(services.db, postId, caller.userId, version)) await tellStepApprovers(services, postId, caller.userId);
}

async function findPostInScope(services: Services, caller: Caller, postId: number) {
  return foundInScope(services, caller, await findReviewedPost(services.db, postId), (post) => post.organizationId, 'postNotFound');
}

/** The post's author, or someone who manages others' posts, may submit, withdraw and embargo it. */
async function assertAuthorOrManager(services: Services, caller: Caller, post: { userId: number }): Promise<void> {
  if (post.userId !== caller.userId) await assertPermission(services, caller, 'postsManageOthers');
}

export async function submitForApproval(services: Services, caller: Caller, request: SubmitReviewRequest): Promise<ReviewRecord> {
  await assertPermission(services, caller, 'postsCreate');
  const post = await findPostInScope(services, caller, request.post_id);
  await assertAuthorOrManager(services, caller, post);
  if (post.publishStatus === PUBLISH_STATUS.posted) throw new AppError(409, 'postAlreadyPosted');
  if (post.version !== request.version) throw new AppError(409, 'reviewVersionChanged');
  const problem = postTextProblem(post.contentText);
  if (problem) throw new AppError(400, keyOfMessage(problem));
  const scheduleAt = request.schedule_at === undefined ? null : await resolveSchedule(services, post.organizationId, request.schedule_at);
  assertNotEmbargoed(post.notBefore, scheduleAt ?? new Date());
  // The accounts it would go to now are the ones its reviewers approve it for; none: refused now, so
  // that the last approval does not fail for want of somewhere to publish.
  const accountIds = await publishingAccountIds(services, post.organizationId);
  const chain = await chainOf(services, post.organizationId);
  const review = await openReview(
    services.db,
    { postId: post.id, organizationId: post.organizationId, submittedBy: caller.userId, steps: chain.steps, scheduleAt, accountIds },
    post.version,
    request.note || null,
  );
  if (!review) throw new AppError(409, 'reviewAlreadyOpen');
  await tellStepApprovers(services, post.id, caller.userId);
  return reviewRecordOf(services, caller, review.postId);
}

export async function withdrawSubmission(services: Services, caller: Caller, postId: number): Promise<ReviewRecord> {
  await assertPermission(services, caller, 'postsCreate');
  const post = await findPostInScope(services, caller, postId);
  await assertAuthorOrManager(services, caller, post);
  const review = await findOpenReview(services.db, postId);
  if (!review || !(await closeReview(services.db, review, 'withdrawn', caller.userId, post.version))) {
    throw new AppError(409, 'reviewNotOpen');
  }
  return reviewRecordOf(services, caller, postId);
}

/** Who the caller is to a step's approvers, for a post of this organisation. */
async function deciderOf(services: Services, caller: Caller): Promise<Decider> {
  return {
    userId: caller.userId,
    email: caller.email,
    level: (await findRoleLevel(services.db, caller.roleId)) ?? 'member',
    isAgency: isAgencyUser(caller),
  };
}

export async function decide(services: Services, caller: Caller, request: DecideReviewRequest): Promise<ReviewRecord> {
  await assertPermission(services, caller, 'approvalView');
  const post = await findPostInScope(services, caller, request.post_id);
  const review = await findOpenReview(services.db, post.id);
  if (!review) throw new AppError(409, 'reviewNotOpen');
  if (post.userId === caller.userId || review.submittedBy === caller.userId) throw new AppError(403, 'reviewOwnPost');
  if (request.step !== review.step) throw new AppError(409, 'reviewStepMoved');
  const step = review.steps[review.step]!;
  const matched = matchedApprovers(step, await deciderOf(services, caller));
  if (matched.length === 0) throw new AppError(403, 'reviewNotApprover');
  const comment = request.comment || null;
  if (request.decision === 'reject' && !comment) throw new AppError(400, 'reviewRejectionNeedsReason', { details: { field: 'comment' } });
  if (review.scheduleAt && review.scheduleAt.getTime() <= Date.now()) {
    await expireNow(services, review, post.version);
    throw new AppError(409, 'reviewExpired');
  }
  const outcome = await recordDecision(services.db, {
    postId: post.id,
    version: request.version,
    step: request.step,
    decider: { userId: caller.userId },
    decision: request.decision,
    matched,
    comment,
    completes: (approvedSets) => completesStep(step, new Set(approvedSets.flat())),
    publication: await planApprovedPublication(services, post.organizationId, review),
  });
  if (outcome.kind === 'refused') throw refusalOf(outcome.reason);
  await tellOfDecision(services, outcome.review, request.step, outcome.published);
  if (request.decision === 'reject') {
    await tellAuthorOfRejection(services, post, { userId: caller.userId, name: (await findUserName(services.db, caller.userId)) ?? 'A reviewer' }, comment!);
  }
  return reviewRecordOf(services, caller, post.id);
}

/** Why a decision was not recorded, as the answer says it: a link that is gone, nowhere to publish, or a stale screen. */
export function refusalOf(reason: DecisionRefusal): AppError {
  return new AppError(reason === 'reviewLinkNotFound' ? 404 : reason === 'noPublishTargets' ? 400 : 409, reason);
}

/** After a decision: the publisher hears of a post to send, the approvers of a step just reached of the post waiting for them. */
export async function tellOfDecision(services: Services, review: ReviewRow, decidedStep: number, published: boolean): Promise<void> {
  if (published) services.publisher.notify();
  if (review.state === 'in_review' && review.step !== decidedStep) await tellStepApprovers(services, review.postId, null);
}

export async function expireNow(services: Services, review: ReviewRow, version: number): Promise<void> {
  await closeReview(services.db, review, 'expired', null, version);
}

export async function setPostEmbargo(services: Services, caller: Caller, postId: number, notBeforeLocal: string | null) {
  await assertPermission(services, caller, 'postsCreate');
  const post = await findPostInScope(services, caller, postId);
  await assertAuthorOrManager(services, caller, post);
  const notBefore = notBeforeLocal === null ? null : await resolveSchedule(services, post.organizationId, notBeforeLocal);
  if (post.publishStatus === PUBLISH_STATUS.posted) throw new AppError(409, 'postAlreadyPosted');
  if (!(await setEmbargo(services.db, postId, notBefore, { organizationId: post.organizationId, actorUserId: caller.userId }))) throw new AppError(409, 'postInReview');
  return { post_id: postId, not_before: notBefore?.toISOString() ?? null };
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

function summaryOf(review: Omit<ReviewSummaryRow, 'postId' | 'rejection'>, version: number, rejection: string | null): ReviewSummary {
  return {
    id: review.id,
    state: review.state,
    step: review.step,
    step_count: review.steps.length,
    step_name: review.steps[review.step]?.name ?? '',
    version,
    submitted_at: review.submittedAt.toISOString(),
    schedule_at: review.scheduleAt?.toISOString() ?? null,
    rejection,
  };
}

/** The posts' latest reviews, read with them (the post list's page, a post), as the list shows them, by post id. */
export function reviewSummariesOf(posts: { post_id: number; version: number }[], rows: ReviewSummaryRow[]): Map<number, ReviewSummary> {
  const latest = new Map(rows.map((row) => [row.postId, row]));
  return new Map(
    posts.flatMap((post) => {
      const review = latest.get(post.post_id);
      return review ? [[post.post_id, summaryOf(review, post.version, review.rejection)] as const] : [];
    }),
  );
}

interface RecordContext {
  decider: Decider;
  managesOthers: boolean;
  users: Map<number, { id: number; name: string }[]>;
}

async function recordContext(services: Services, caller: Caller): Promise<RecordContext> {
  return {
    decider: await deciderOf(services, caller),
    managesOthers: await hasPermission(services, caller, 'postsManageOthers'),
    users: new Map(),
  };
}

async function usersOf(services: Services, context: RecordContext, organizationId: number) {
  let users = context.users.get(organizationId);
  if (!users) {
    users = await findApproverUsers(services.db, organizationId);
    context.users.set(organizationId, users);
  }
  return users;
}

/** Whether the caller may decide the review now: an approver of its step, not its author, not yet decided. */
async function canDecide(services: Services, context: RecordContext, review: ReviewRow, authorId: number): Promise<boolean> {
  if (review.state !== 'in_review' || authorId === context.decider.userId || review.submittedBy === context.decider.userId) return false;
  const step = review.steps[review.step];
  if (!step || matchedApprovers(step, context.decider).length === 0) return false;
  const approvals = await findStepApprovals(services.db, review);
  return !approvals.some((approval) => approval.actorUserId === context.decider.userId);
}

async function toRecord(
  services: Services,
  context: RecordContext,
  row: ReviewListRow,
  imageUrls: string[],
  rejection: string | null,
  accounts: Awaited<ReturnType<typeof findAccountNames>>,
  seenVersion: number | undefined,
): Promise<ReviewRecord> {
  const { review, post } = row;
  const users = await usersOf(services, context, post.organization_id);
  return {
    review: summaryOf(review, post.version, rejection),
    steps: review.steps.map((step) => ({ ...step, labels: step.approvers.map((approver) => approverLabel(approver, users)) })),
    post: {
      ...post,
      image_urls: imageUrls,
      not_before: post.not_before?.toISOString() ?? null,
      timezone: post.timezone ?? DEFAULT_TIME_ZONE,
      accounts: review.accountIds.flatMap((accountId) => {
        const account = accounts.get(accountId);
        return account && account.organizationId === post.organization_id
          ? [{ id: account.id, display_name: account.display_name, account_type: account.account_type }]
          : [];
      }),
    },
    can_decide: await canDecide(services, context, review, post.user_id),
    can_withdraw: review.state === 'in_review' && (post.user_id === context.decider.userId || context.managesOthers),
    seen: await seenBefore(services, post, seenVersion),
  };
}

/** The text of the version the reader last saw, when the post has changed since (and its record is kept). */
async function seenBefore(services: Services, post: { post_id: number; organization_id: number; version: number }, seenVersion: number | undefined) {
  if (seenVersion === undefined || seenVersion >= post.version) return null;
  const text = await findArchivedText(services.db, post.organization_id, post.post_id, seenVersion);
  return text === undefined ? null : { version: seenVersion, text };
}

async function toRecords(services: Services, caller: Caller, rows: ReviewListRow[]): Promise<ReviewRecord[]> {
  const context = await recordContext(services, caller);
  const images = await findImageUrls(services.db, rows.map((row) => row.post.post_id));
  const rejections = await findRejections(services.db, rows.filter((row) => row.review.state === 'rejected').map((row) => row.review.id));
  const accounts = await findAccountNames(
    services.db,
    [...new Set(rows.map((row) => row.post.organization_id))],
    [...new Set(rows.flatMap((row) => row.review.accountIds))],
  );
  const seen = await findVersionsSeen(services.db, caller.userId, rows.map((row) => row.post.post_id));
  const records: ReviewRecord[] = [];
  for (const row of rows) {
    records.push(
      await toRecord(services, context, row, images.get(row.post.post_id) ?? [], rejections.get(row.review.id) ?? null, accounts, seen.get(row.post.post_id)),
    );
  }
  return records;
}

async function reviewRecordOf(services: Services, caller: Caller, postId: number): Promise<ReviewRecord> {
  const latest = (await findLatestReviews(services.db, [postId])).get(postId)!;
  const rows = await listReviews(services.db, { organizationId: latest.organizationId, states: [latest.state], reviewIds: [latest.id] });
  return (await toRecords(services, caller, rows))[0]!;
}

/** Where the post is in its chain and its history of submissions and decisions. */
export async function getReview(services: Services, caller: Caller, postId: number): Promise<{ record: ReviewRecord | null; history: ReviewEvent[] }> {
  await assertPermission(services, caller, 'postsView');
  await findPostInScope(services, caller, postId);
  const history = await findHistory(services.db, postId);
  if (history.length === 0) return { record: null, history: [] };
  return {
    record: await reviewRecordOf(services, caller, postId),
    history: history.map((event) => ({
      id: event.id,
      review_id: event.reviewId,
      kind: event.kind,
      actor_name: event.actorName,
      step: event.step,
      step_name: event.steps[event.step]?.name ?? '',
      version: event.version,
      comment: event.comment,
      at: event.at.toISOString(),
    })),
  };
}

/**
 * The approval screen's tabs: reviews waiting for the caller's decision, the caller's own submissions,
 * and those decided recently, of the caller's organisation (agency users: every client, or the one named).
 */
export async function findReviews(services: Services, caller: Caller, request: ReviewListRequest): Promise<ReviewRecord[]> {
  await assertPermission(services, caller, 'approvalView');
  if (request.organization_id !== undefined) await assertOrganizationInScope(services, caller, request.organization_id);
  const organizationId = isAgencyUser(caller) ? request.organization_id : caller.organizationId;
  // An account is matched within the organisation shown: another organisation's finds nothing.
  const base = { organizationId, campaignId: request.campaign_id, accountId: request.account_id };
  switch (request.tab) {
    case 'waiting': {
      const waiting = (await waitingReviews(services, caller, base)).slice(0, REVIEW_LIST_LIMIT).map((review) => review.id);
      return waiting.length === 0 ? [] : toRecords(services, caller, await listReviews(services.db, { ...base, states: ['in_review'], reviewIds: waiting }));
    }
    case 'mine':
      return toRecords(
        services,
        caller,
        await listReviews(services.db, { ...base, states: ['in_review', 'approved', 'rejected', 'withdrawn', 'expired'], submittedBy: caller.userId }),
      );
    case 'decided':
      return toRecords(services, caller, await listReviews(services.db, { ...base, states: ['approved', 'rejected', 'expired'] }));
  }
}

/**
 * The open reviews, newest first, that wait for the caller's decision: at a step the caller is an
 * approver of, not of the caller's own post, not yet approved by the caller there.
 */
async function waitingReviews(
  services: Services,
  caller: Caller,
  filter: { organizationId: number | undefined; campaignId?: number; accountId?: number },
): Promise<{ id: number; organizationId: number }[]> {
  await assertPermission(services, caller, 'approvalView');
  const [open, decider, approved] = await Promise.all([
    listOpenReviewSteps(services.db, filter),
    deciderOf(services, caller),
    findReviewsApprovedAtTheirStep(services.db, caller.userId),
  ]);
  return open
    .filter((review) => {
      const step = review.steps[review.step];
      return (
        step !== undefined &&
        review.authorId !== caller.userId &&
        review.submittedBy !== caller.userId &&
        !approved.has(review.id) &&
        matchedApprovers(step, decider).length > 0
      );
    })
    .map((review) => ({ id: review.id, organizationId: review.organizationId }));
}

/**
 * The Account filter's choices: the accounts a review of the organisation is submitted for now (those it
 * publishes to). A reviewer decides where posts go, so may know their names without Posts: View.
 */
export async function findReviewAccounts(services: Services, caller: Caller, organizationId: number): Promise<ReviewAccount[]> {
  await assertPermission(services, caller, 'approvalView');
  await assertOrganizationInScope(services, caller, organizationId);
  const isSandbox = services.network.isSandbox;
  return (await findChosenAccounts(services.db, organizationId, isSandbox)).map((account) => ({
    id: account.id,
    display_name: account.displayName,
    account_type: account.accountType,
    sandbox: isSandbox,
  }));
}

/**
 * The Organization filter's choices: the organisations whose reviews the caller sees, every one for the
 * agency, one's own otherwise. Their names are on every card, so they need no Posts permission.
 */
export async function findReviewOrganizations(services: Services, caller: Caller): Promise<ReviewOrganization[]> {
  await assertPermission(services, caller, 'approvalView');
  return listOrganizationNames(services.db, isAgencyUser(caller) ? undefined : caller.organizationId);
}

/**
 * The Campaign filter's choices: the organisation's campaigns, named on every card of its reviews; no
 * Posts: View needed, and another organisation's as if it did not exist.
 */
export async function findReviewCampaigns(services: Services, caller: Caller, organizationId: number): Promise<ReviewCampaign[]> {
  await assertPermission(services, caller, 'approvalView');
  await assertOrganizationInScope(services, caller, organizationId);
  return listReviewCampaigns(services.db, organizationId);
}

export async function countWaiting(services: Services, caller: Caller): Promise<number> {
  return (await waitingReviews(services, caller, { organizationId: isAgencyUser(caller) ? undefined : caller.organizationId })).length;
}

/**
 * How many posts wait for the caller's decision in each organisation: of the one named (agency users;
 * others always their own), or of every one in scope.
 */
export async function countWaitingByOrganization(services: Services, caller: Caller, organizationId: number | undefined): Promise<Map<number, number>> {
  if (organizationId !== undefined) await assertOrganizationInScope(services, caller, organizationId);
  const counts = new Map<number, number>();
  for (const review of await waitingReviews(services, caller, { organizationId: isAgencyUser(caller) ? organizationId : caller.organizationId })) {
    counts.set(review.organizationId, (counts.get(review.organizationId) ?? 0) + 1);
  }
  return counts;
}
