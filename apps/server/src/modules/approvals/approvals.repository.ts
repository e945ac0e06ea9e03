import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import type { ApprovalStep, ChainAppliesTo, ReviewEventKind, ReviewState } from '@roi/contract/approvals';
import type { Database, Transaction } from '../../db/database.js';
import { jsonRowsOf, rowsFromJson, type JsonRow } from '../../db/json-rows.js';
import { recordArchive } from '../archive/archive.repository.js';
import {
  approvalChains,
  archiveRecords,
  campaigns,
  integrationAccounts,
  organizations,
  postComments,
  postImages,
  postReviews,
  posts,
  reviewEvents,
  reviewLinks,
  roles,
  users,
} from '../../db/schema.js';
import { insertTargets, type PublicationPlan } from '../publishing/publishing.repository.js';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export async function findChain(db: Database, organizationId: number) {
  const [row] = await db.select().from(approvalChains).where(eq(approvalChains.organizationId, organizationId));
  return row;
}

export async function saveChain(db: Database, organizationId: number, appliesTo: ChainAppliesTo, steps: ApprovalStep[], userId: number) {
  await db
    .insert(approvalChains)
    .values({ organizationId, appliesTo, steps, updatedBy: userId })
    .onConflictDoUpdate({ target: approvalChains.organizationId, set: { appliesTo, steps, updatedBy: userId, updatedAt: new Date() } });
}

/** The Campaign filter's choices: the organisation's campaigns, id and name, in the order of their names. */
export async function listReviewCampaigns(db: Database, organizationId: number) {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(eq(campaigns.organizationId, organizationId))
    .orderBy(asc(campaigns.nameKey), asc(campaigns.id));
}

/**
 * The people a step may name and a comment may mention: the organisation's users and the agency's, who
 * are not disabled, with their role's level.
 */
export async function findApproverUsers(db: Database, organizationId: number) {
  return db
    .select({ id: users.id, name: fullName, email: users.email, organizationId: users.organizationId, level: roles.level })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.organizationId, [organizationId, AGENCY_ORG_ID]), ne(users.status, 'disabled')))
    .orderBy(asc(users.organizationId), asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function findRoleLevel(db: Database, roleId: number) {
  const [row] = await db.select({ level: roles.level }).from(roles).where(eq(roles.id, roleId));
  return row?.level;
}

/** The post as a review needs it: its organisation, author, version, status and embargo. */
export async function findReviewedPost(db: Database, postId: number) {
  const [row] = await db
    .select({
      id: posts.id,
      organizationId: posts.organizationId,
      userId: posts.userId,
      version: posts.version,
      publishStatus: posts.publishStatus,
      contentText: posts.contentText,
      notBefore: posts.notBefore,
      timezone: organizations.timezone,
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .where(eq(posts.id, postId));
  return row;
}

export type ReviewRow = typeof postReviews.$inferSelect;

export async function findOpenReview(db: Database, postId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(postReviews)
    .where(and(eq(postReviews.postId, postId), eq(postReviews.state, 'in_review')));
  return row;
}

/** Each post's latest review, by post id. */
export async function findLatestReviews(db: Database, postIds: number[]): Promise<Map<number, ReviewRow>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([postReviews.postId])
    .from(postReviews)
    .where(inArray(postReviews.postId, postIds))
    .orderBy(postReviews.postId, desc(postReviews.id));
  return new Map(rows.map((row) => [row.postId, row]));
}

/** What the post list and the editor show of a post's latest review, with the comment it was rejected with. */
const reviewSummaryColumns = {
  id: postReviews.id,
  postId: postReviews.postId,
  state: postReviews.state,
  step: postReviews.step,
  steps: postReviews.steps,
  submittedAt: postReviews.submittedAt,
  scheduleAt: postReviews.scheduleAt,
  rejection: sql<string | null>`case when ${postReviews.state} = 'rejected' then (select coalesce(${reviewEvents.comment}, '') from ${reviewEvents}
    where ${reviewEvents.reviewId} = ${postReviews.id} and ${reviewEvents.kind} = 'rejected' order by ${reviewEvents.id} desc limit 1) end`,
};
export type ReviewSummaryRow = JsonRow<typeof reviewSummaryColumns>;

const newerReview = alias(postReviews, 'newer_review');

/**
 * The latest review of each of the posts `postIds` (an int[] expression) as one JSON value, read back
 * with `reviewSummariesFromJson`: so that a page of the post list, or a post, takes them in its own statement.
 */
export function selectReviewSummariesAsJson(db: Database, postIds: SQL) {
  const newer = db
    .select({ id: newerReview.id })
    .from(newerReview)
    .where(and(eq(newerReview.postId, postReviews.postId), gt(newerReview.id, postReviews.id)));
  return db
    .select({ reviews: jsonRowsOf(reviewSummaryColumns, [postReviews.id]) })
    .from(postReviews)
    .where(and(sql`${postReviews.postId} = any(${postIds})`, notExists(newer)));
}

export function reviewSummariesFromJson(value: unknown): ReviewSummaryRow[] {
  return rowsFromJson(reviewSummaryColumns, value);
}

/** The comment of each review's rejection, by review id. */
export async function findRejections(db: Database, reviewIds: number[]): Promise<Map<number, string>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: reviewEvents.reviewId, comment: reviewEvents.comment })
    .from(reviewEvents)
    .where(and(inArray(reviewEvents.reviewId, reviewIds), eq(reviewEvents.kind, 'rejected')));
  return new Map(rows.map((row) => [row.reviewId, row.comment ?? '']));
}

/** The approvals of the review's current step and round, as sets of the approvers they stand for. */
export async function findStepApprovals(db: Database, review: Pick<ReviewRow, 'id' | 'step' | 'round'>) {
  return db
    .select({ actorUserId: reviewEvents.actorUserId, reviewerEmail: reviewEvents.reviewerEmail, matched: reviewEvents.matched })
    .from(reviewEvents)
    .where(
      and(
        eq(reviewEvents.reviewId, review.id),
        eq(reviewEvents.kind, 'approved'),
        eq(reviewEvents.step, review.step),
        eq(reviewEvents.round, review.round),
      ),
    );
}

interface EventInput {
  kind: ReviewEventKind;
  actorUserId: number | null;
  reviewerName?: string | null;
  reviewerEmail?: string | null;
  step: number;
  round: number;
  version: number;
  matched?: number[];
  comment?: string | null;
}

/** Every review event is also a public record of the post, written with it. */
async function insertEvent(db: Transaction, review: Pick<ReviewRow, 'id' | 'organizationId' | 'postId'>, event: EventInput) {
  await db.insert(reviewEvents).values({ reviewId: review.id, organizationId: review.organizationId, ...event });
  await recordArchive(db, {
    organizationId: review.organizationId,
    postId: review.postId,
    kind: `approval.${event.kind}`,
    contentType: 'approval',
    actorUserId: event.actorUserId,
    payload: {
      review_id: review.id,
      step: event.step,
      round: event.round,
      version: event.version,
      reviewer_name: event.reviewerName ?? null,
      reviewer_email: event.reviewerEmail ?? null,
      matched: event.matched ?? [],
      comment: event.comment ?? null,
    },
  });
}

/** Opens a review with its first event; undefined when the post already has one open. */
export async function openReview(
  db: Database,
  review: { postId: number; organizationId: number; submittedBy: number; steps: ApprovalStep[]; scheduleAt: Date | null; accountIds: number[] },
  version: number,
  note: string | null,
): Promise<ReviewRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postReviews)
      .values({ ...review, state: 'in_review' })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await insertEvent(tx, row, { kind: 'submitted', actorUserId: review.submittedBy, step: 0, round: 0, version, comment: note });
    return row;
  });
}

/** Closes an open review (withdrawn or expired); false when it was no longer open. */
export async function closeReview(
  db: Database,
  review: ReviewRow,
  state: Extract<ReviewState, 'withdrawn' | 'expired'>,
  actorUserId: number | null,
  version: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(postReviews)
      .set({ state, closedAt: new Date() })
      .where(and(eq(postReviews.id, review.id), eq(postReviews.state, 'in_review')))
      .returning({ id: postReviews.id });
    if (!closed) return false;
    await insertEvent(tx, review, { kind: state, actorUserId, step: review.step, round: review.round, version });
    return true;
  });
}

/**
 * After an edit of the post's text or images: a review that has any approval in its round goes back to
 * its first step in a new round, so that every step looks at the new version.
 */
export async function sendBackToFirstStep(db: Database, postId: number, actorUserId: number, version: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(postReviews)
      .where(and(eq(postReviews.postId, postId), eq(postReviews.state, 'in_review')))
      .for('update');
    if (!review) return false;
    const approvals = await tx
      .select({ id: reviewEvents.id })
      .from(reviewEvents)
      .where(and(eq(reviewEvents.reviewId, review.id), eq(reviewEvents.kind, 'approved'), eq(reviewEvents.round, review.round)));
    if (approvals.length === 0) return false;
    await tx.update(postReviews).set({ step: 0, round: review.round + 1 }).where(eq(postReviews.id, review.id));
    await insertEvent(tx, review, { kind: 'reset', actorUserId, step: 0, round: review.round + 1, version });
    return true;
  });
}

export type DecisionRefusal = 'reviewNotOpen' | 'reviewVersionChanged' | 'reviewStepMoved' | 'reviewAlreadyDecided' | 'reviewLinkNotFound' | 'noPublishTargets';

export type DecisionOutcome =
  | { kind: 'refused'; reason: DecisionRefusal }
  | { kind: 'decided'; review: ReviewRow; published: boolean };

/**
 * Records one decision with the review and the post locked, so that two reviewers deciding at once are
 * taken one after the other: the second finds the step or the version it looked at gone and is refused.
 * `completes` says whether the approvals of the step, this one included, complete it; the last step
 * completed makes the post posted, with the targets `publication` plans, in the same transaction; with
 * nowhere left to publish (`publication` null) that last approval is refused and nothing is recorded.
 */
export async function recordDecision(
  db: Database,
  input: {
    postId: number;
    version: number;
    step: number;
    /** A signed-in reviewer, or one deciding through a review link (its one decision, used here). */
    decider: { userId: number } | { linkId: number; name: string; email: string };
    decision: 'approve' | 'reject';
    matched: number[];
    comment: string | null;
    completes: (approvedSets: number[][]) => boolean;
    publication: PublicationPlan | null;
  },
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(postReviews)
      .where(and(eq(postReviews.postId, input.postId), eq(postReviews.state, 'in_review')))
      .for('update');
    if (!review) return { kind: 'refused', reason: 'reviewNotOpen' };
    const [post] = await tx.select({ version: posts.version }).from(posts).where(eq(posts.id, input.postId)).for('update');
    if (post!.version !== input.version) return { kind: 'refused', reason: 'reviewVersionChanged' };
    if (review.step !== input.step) return { kind: 'refused', reason: 'reviewStepMoved' };
    const approvals = await findStepApprovals(tx, review);
    const { decider } = input;
    const isSame = (approval: (typeof approvals)[number]) =>
      'userId' in decider ? approval.actorUserId === decider.userId : approval.reviewerEmail === decider.email;
    if (approvals.some(isSame)) return { kind: 'refused', reason: 'reviewAlreadyDecided' };
    const completesStep = input.decision === 'approve' && input.completes([...approvals.map((approval) => approval.matched), input.matched]);
    const publication = input.publication;
    if (completesStep && review.step + 1 === review.steps.length && !publication) return { kind: 'refused', reason: 'noPublishTargets' };
    if ('linkId' in decider && !(await useLink(tx, decider.linkId, review.id, input.decision))) return { kind: 'refused', reason: 'reviewLinkNotFound' };
    const event = {
      ...('userId' in decider ? { actorUserId: decider.userId } : { actorUserId: null, reviewerName: decider.name, reviewerEmail: decider.email }),
      step: review.step,
      round: review.round,
      version: input.version,
      comment: input.comment,
    };
    if (input.decision === 'reject') {
      await insertEvent(tx, review, { ...event, kind: 'rejected' });
      const [closed] = await tx.update(postReviews).set({ state: 'rejected', closedAt: new Date() }).where(eq(postReviews.id, review.id)).returning();
      return { kind: 'decided', review: closed!, published: false };
    }
    await insertEvent(tx, review, { ...event, kind: 'approved', matched: input.matched });
    if (!completesStep) return { kind: 'decided', review, published: false };
    if (review.step + 1 < review.steps.length) {
      const [moved] = await tx.update(postReviews).set({ step: review.step + 1 }).where(eq(postReviews.id, review.id)).returning();
      return { kind: 'decided', review: moved!, published: false };
    }
    const [approved] = await tx.update(postReviews).set({ state: 'approved', closedAt: new Date() }).where(eq(postReviews.id, review.id)).returning();
    await tx
      .update(posts)
      .set({ publishStatus: 2, postedAt: new Date(), scheduledAt: publication!.scheduledAt, updatedAt: new Date() })
      .where(eq(posts.id, input.postId));
    await insertTargets(tx, input.postId, review.organizationId, publication!);
    await insertEvent(tx, review, { kind: 'published', actorUserId: null, step: review.step, round: review.round, version: input.version });
    return { kind: 'decided', review: approved!, published: true };
  });
}

/**
 * Reviews still open when their scheduled time came: closed as expired, nothing published. Answers
 * each with what its author's email needs.
 */
export async function expireOverdueReviews(db: Database) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(postReviews)
      .set({ state: 'expired', closedAt: new Date() })
      .where(and(eq(postReviews.state, 'in_review'), lt(postReviews.scheduleAt, sql`now()`)))
      .returning();
    if (expired.length === 0) return [];
    const about = await tx
      .select({
        postId: posts.id,
        version: posts.version,
        campaignName: campaigns.name,
        organizationName: organizations.name,
        authorUserId: users.id,
        authorEmail: users.email,
      })
      .from(posts)
      .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
      .innerJoin(organizations, eq(organizations.id, posts.organizationId))
      .innerJoin(users, eq(users.id, posts.userId))
      .where(inArray(posts.id, expired.map((review) => review.postId)));
    // Each record joins its organisation's chain as this commits, which locks that chain: written in
    // the order of organisation, two of these committing at once never wait for each other in a circle.
    const byOrganization = [...expired].sort((a, b) => a.organizationId - b.organizationId || a.id - b.id);
    for (const review of byOrganization) {
      const post = about.find((row) => row.postId === review.postId)!;
      await insertEvent(tx, review, { kind: 'expired', actorUserId: null, step: review.step, round: review.round, version: post.version });
    }
    return expired.map((review) => ({ review, ...about.find((row) => row.postId === review.postId)! }));
  });
}

/** Sets or lifts a post's embargo while it is not posted and not in review; false otherwise. */
export async function setEmbargo(
  db: Database,
  postId: number,
  notBefore: Date | null,
  change: { organizationId: number; actorUserId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(posts)
      .set({ notBefore, updatedAt: new Date() })
      .where(
        and(
          eq(posts.id, postId),
          lt(posts.publishStatus, 2),
          sql`not exists (select 1 from ${postReviews} where ${postReviews.postId} = ${posts.id} and ${postReviews.state} = 'in_review')`,
        ),
      )
      .returning({ id: posts.id });
    if (updated.length === 0) return false;
    await recordArchive(tx, { ...change, postId, kind: 'schedule.changed', contentType: 'post', payload: { not_before: notBefore } });
    return true;
  });
}

export interface ReviewFilter {
  /** One organisation, or every one (undefined) for the agency. */
  organizationId: number | undefined;
  campaignId?: number;
  accountId?: number;
  states: ReviewState[];
  submittedBy?: number;
  reviewIds?: number[];
}

/** Reviews submitted for this publishing account (none named: every review). */
export function goesToAccount(accountId: number | undefined): SQL | undefined {
  return accountId === undefined ? undefined : sql`${postReviews.accountIds} @> ${JSON.stringify([accountId])}::jsonb`;
}

/** The names of the publishing accounts reviews go to, of these organisations, by account id. */
export async function findAccountNames(db: Database, organizationIds: number[], accountIds: number[]) {
  if (accountIds.length === 0) return new Map<number, { id: number; display_name: string; account_type: string; organizationId: number }>();
  const rows = await db
    .select({
      id: integrationAccounts.id,
      display_name: integrationAccounts.displayName,
      account_type: integrationAccounts.accountType,
      organizationId: integrationAccounts.organizationId,
    })
    .from(integrationAccounts)
    .where(and(inArray(integrationAccounts.organizationId, organizationIds), inArray(integrationAccounts.id, accountIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The most reviews one tab of the approval screen lists. */
export const REVIEW_LIST_LIMIT = 50;

/** Reviews with their posts, newest first (at most 50). */
export async function listReviews(db: Database, filter: ReviewFilter) {
  return db
    .select({
      review: postReviews,
      post: {
        post_id: posts.id,
        organization_id: posts.organizationId,
        organization_name: organizations.name,
        campaign_id: posts.campaignId,
        campaign_name: campaigns.name,
        user_id: posts.userId,
        author_name: fullName,
        text: posts.contentText,
        version: posts.version,
        publish_status: posts.publishStatus,
        not_before: posts.notBefore,
        timezone: organizations.timezone,
      },
    })
    .from(postReviews)
    .innerJoin(posts, eq(posts.id, postReviews.postId))
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        filter.organizationId === undefined ? undefined : eq(postReviews.organizationId, filter.organizationId),
        filter.campaignId === undefined ? undefined : eq(posts.campaignId, filter.campaignId),
        goesToAccount(filter.accountId),
        inArray(postReviews.state, filter.states),
        filter.submittedBy === undefined ? undefined : eq(postReviews.submittedBy, filter.submittedBy),
        filter.reviewIds === undefined ? undefined : inArray(postReviews.id, filter.reviewIds),
      ),
    )
    .orderBy(desc(sql`coalesce(${postReviews.closedAt}, ${postReviews.submittedAt})`), desc(postReviews.id))
    .limit(REVIEW_LIST_LIMIT);
}
export type ReviewListRow = Awaited<ReturnType<typeof listReviews>>[number];

/**
 * Every open review in scope, newest first, with only what deciding who may act on it needs: all of
 * them, not the newest 50, so that "Waiting for me" misses none.
 */
export async function listOpenReviewSteps(db: Database, filter: Pick<ReviewFilter, 'organizationId' | 'campaignId' | 'accountId'>) {
  return db
    .select({
      id: postReviews.id,
      organizationId: postReviews.organizationId,
      steps: postReviews.steps,
      step: postReviews.step,
      submittedBy: postReviews.submittedBy,
      authorId: posts.userId,
    })
    .from(postReviews)
    .innerJoin(posts, eq(posts.id, postReviews.postId))
    .where(
      and(
        eq(postReviews.state, 'in_review'),
        filter.organizationId === undefined ? undefined : eq(postReviews.organizationId, filter.organizationId),
        filter.campaignId === undefined ? undefined : eq(posts.campaignId, filter.campaignId),
        goesToAccount(filter.accountId),
      ),
    )
    .orderBy(desc(postReviews.submittedAt), desc(postReviews.id));
}

/** The open reviews in which the user has already approved the step and round the review is at. */
export async function findReviewsApprovedAtTheirStep(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ reviewId: reviewEvents.reviewId })
    .from(reviewEvents)
    .innerJoin(postReviews, eq(postReviews.id, reviewEvents.reviewId))
    .where(
      and(
        eq(reviewEvents.actorUserId, userId),
        eq(reviewEvents.kind, 'approved'),
        eq(postReviews.state, 'in_review'),
        eq(reviewEvents.step, postReviews.step),
        eq(reviewEvents.round, postReviews.round),
      ),
    );
  return new Set(rows.map((row) => row.reviewId));
}

export async function findImageUrls(db: Database, postIds: number[]): Promise<Map<number, string[]>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postImages.postId, url: postImages.url })
    .from(postImages)
    .where(inArray(postImages.postId, postIds))
    .orderBy(asc(postImages.postId), asc(postImages.position));
  const byPost = new Map<number, string[]>();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.url]);
  return byPost;
}

/** Every submission and decision on the post, oldest first, with who made it. */
export async function findHistory(db: Database, postId: number) {
  return db
    .select({
      id: reviewEvents.id,
      reviewId: reviewEvents.reviewId,
      kind: reviewEvents.kind,
      actorName: sql<string | null>`case when ${users.id} is not null then ${fullName}
        when ${reviewEvents.reviewerName} is not null then ${reviewEvents.reviewerName} || ' <' || ${reviewEvents.reviewerEmail} || '> (review link)' end`,
      step: reviewEvents.step,
      version: reviewEvents.version,
      comment: reviewEvents.comment,
      at: reviewEvents.createdAt,
      steps: postReviews.steps,
    })
    .from(reviewEvents)
    .innerJoin(postReviews, eq(postReviews.id, reviewEvents.reviewId))
    .leftJoin(users, eq(users.id, reviewEvents.actorUserId))
    .where(eq(postReviews.postId, postId))
    .orderBy(asc(reviewEvents.id));
}

/** The post's author and the names its emails and notifications carry. */
export async function findMailContext(db: Database, postId: number) {
  const [row] = await db
    .select({ authorUserId: users.id, authorEmail: users.email, campaignName: campaigns.name, organizationName: organizations.name })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .where(eq(posts.id, postId));
  return row;
}

export async function findUserName(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: fullName }).from(users).where(eq(users.id, userId));
  return row?.name;
}


/** Spends a link's one decision, while it is live and of this review; false otherwise. */
async function useLink(db: Database, linkId: number, reviewId: number, decision: 'approve' | 'reject'): Promise<boolean> {
  const used = await db
    .update(reviewLinks)
    .set({ usedAt: new Date(), decision })
    .where(and(eq(reviewLinks.id, linkId), eq(reviewLinks.reviewId, reviewId), isLive))
    .returning({ id: reviewLinks.id });
  return used.length > 0;
}

const isLive = and(isNull(reviewLinks.usedAt), isNull(reviewLinks.revokedAt), sql`${reviewLinks.expiresAt} > now()`);

export async function insertReviewLink(db: Database, link: typeof reviewLinks.$inferInsert) {
  const [row] = await db.insert(reviewLinks).values(link).returning();
  return row!;
}

export async function findReviewLinks(db: Database, postId: number) {
  return db.select().from(reviewLinks).where(eq(reviewLinks.postId, postId)).orderBy(desc(reviewLinks.id));
}

export async function findReviewLink(db: Database, linkId: number) {
  const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.id, linkId));
  return row;
}

export async function revokeReviewLink(db: Database, linkId: number) {
  const [row] = await db
    .update(reviewLinks)
    .set({ revokedAt: sql`coalesce(${reviewLinks.revokedAt}, now())` })
    .where(eq(reviewLinks.id, linkId))
    .returning();
  return row;
}

/** The live link with this token's hash, whose review is still open: nothing else is reachable. */
export async function findLiveLink(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ link: reviewLinks, review: postReviews })
    .from(reviewLinks)
    .innerJoin(postReviews, eq(postReviews.id, reviewLinks.reviewId))
    .where(and(eq(reviewLinks.tokenHash, tokenHash), isLive, eq(postReviews.state, 'in_review')));
  return row;
}

/** What a link's reviewer sees of its post. */
export async function findLinkedPost(db: Database, postId: number) {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      campaignName: campaigns.name,
      text: posts.contentText,
      version: posts.version,
      userId: posts.userId,
      organizationId: posts.organizationId,
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(eq(posts.id, postId));
  return row!;
}

export async function insertComment(db: Database, comment: typeof postComments.$inferInsert): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(postComments).values(comment).returning({ id: postComments.id });
    await recordArchive(tx, {
      organizationId: comment.organizationId,
      postId: comment.postId,
      kind: 'comment.added',
      contentType: 'comment',
      actorUserId: comment.userId,
      payload: { comment_id: row!.id, body: comment.body, version: comment.version },
    });
    return row!.id;
  });
}

export async function findComments(db: Database, postId: number) {
  return db
    .select({
      id: postComments.id,
      authorName: fullName,
      authorOrganizationId: users.organizationId,
      body: postComments.body,
      version: postComments.version,
      createdAt: postComments.createdAt,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.id));
}

/**
 * The newest version of each post the user decided on or commented on: what they last saw of it.
 * Decisions through a review link have no user and count for nobody here.
 */
export async function findVersionsSeen(db: Database, userId: number, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const ids = sql.join(
    postIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select post_id, max(version)::int as version from (
      select r.post_id, e.version from ${reviewEvents} e join ${postReviews} r on r.id = e.review_id
        where e.actor_user_id = ${userId} and r.post_id in (${ids}) and e.kind in ('approved', 'rejected')
      union all
      select c.post_id, c.version from ${postComments} c where c.user_id = ${userId} and c.post_id in (${ids})
    ) seen group by post_id`)) as { rows: { post_id: number; version: number }[] };
  return new Map(result.rows.map((row) => [Number(row.post_id), Number(row.version)]));
}

/**
 * A post's text as it was saved at a version, from the public record of its saves (kept for the
 * organisation's retention period); undefined when the record holds none.
 */
export async function findArchivedText(db: Database, organizationId: number, postId: number, version: number): Promise<string | undefined> {
  const [row] = await db
    .select({ payload: archiveRecords.payload })
    .from(archiveRecords)
    .where(
      and(
        eq(archiveRecords.organizationId, organizationId),
        eq(archiveRecords.postId, postId),
        eq(archiveRecords.kind, 'post.saved'),
        sql`(${archiveRecords.payload}::jsonb ->> 'version')::int = ${version}`,
      ),
    )
    .orderBy(desc(archiveRecords.seq))
    .limit(1);
  if (!row) return undefined;
  const saved = JSON.parse(row.payload) as { content_text?: unknown };
  return typeof saved.content_text === 'string' ? saved.content_text : undefined;
}
