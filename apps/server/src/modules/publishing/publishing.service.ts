import type { PublishRequest, PublishTarget, RescheduleRequest } from '@roi/contract/integrations';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import {
  DEFAULT_TIME_ZONE,
  SCHEDULE_MAX_DAYS_AHEAD,
  zonedLocalToUtc,
  type TargetState,
} from '@roi/contract/publishing-rules';
import { DAY_MS } from '@roi/contract/constants';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { enqueueWebhookEvent } from '../webhooks/webhooks.repository.js';
import { findChosenAccounts, findOrganizationSummary } from '../integrations/integrations.repository.js';
import { assertPermission, foundInScope, hasPermission } from '../access/access.service.js';
import { findOpenReview } from '../approvals/approvals.repository.js';
import {
  findPostSchedule,
  findTargetsOfPosts,
  movePlannedDraft,
  releaseTargets,
  reschedulePost,
  returnToDraft,
  type PublicationPlan,
  type TargetRow,
} from './publishing.repository.js';

/**
 * Where a post being posted goes (docs/decisions/0008): every account the organisation chose. A poster
 * who may publish sends it now or at its time; anyone else's post waits, held, for someone who may.
 */
export async function planPublication(
  services: Services,
  caller: Caller,
  post: { organizationId: number; notBefore: Date | null },
  scheduleAt: string | undefined,
): Promise<PublicationPlan> {
  const scheduledAt = scheduleAt === undefined ? null : await resolveSchedule(services, post.organizationId, scheduleAt);
  assertNotEmbargoed(post.notBefore, scheduledAt ?? new Date());
  const accountIds = await publishingAccountIds(services, post.organizationId);
  const mayPublish = await hasPermission(services, caller, 'postsPublish');
  return {
    accountIds,
    state: !mayPublish ? 'held' : scheduledAt ? 'scheduled' : 'queued',
    dueAt: scheduledAt ?? new Date(),
    scheduledAt,
  };
}

/**
 * Where a post its approval chain approved goes: at its time, or now, to the accounts its review was
 * submitted for that are still chosen and connected (a review that recorded none: every chosen one).
 * Null when none is left: the last approval is then refused, while a rejection still goes through.
 */
export async function planApprovedPublication(
  services: Services,
  organizationId: number,
  review: { scheduleAt: Date | null; accountIds: readonly number[] },
): Promise<PublicationPlan | null> {
  const chosen = (await findChosenAccounts(services.db, organizationId, services.network.isSandbox)).map((account) => account.id);
  const accountIds = review.accountIds.length === 0 ? chosen : chosen.filter((accountId) => review.accountIds.includes(accountId));
  if (accountIds.length === 0) return null;
  return {
    accountIds,
    state: review.scheduleAt ? 'scheduled' : 'queued',
    dueAt: review.scheduleAt ?? new Date(),
    scheduledAt: review.scheduleAt,
  };
}

/** The accounts a post published now would go to: every one the organisation chose, on a live connection. */
export async function publishingAccountIds(services: Services, organizationId: number): Promise<number[]> {
  const accounts = await findChosenAccounts(services.db, organizationId, services.network.isSandbox);
  if (accounts.length === 0) throw new AppError(400, 'noPublishTargets');
  return accounts.map((account) => account.id);
}

/** An embargoed post may not go out, nor be set to go out, before its "not before" time. */
export function assertNotEmbargoed(notBefore: Date | null, goesOutAt: Date): void {
  if (notBefore && goesOutAt.getTime() < notBefore.getTime()) {
    throw new AppError(409, 'postEmbargoed', { details: { not_before: notBefore.toISOString() } });
  }
}

/** The instant a wall-clock time of the organisation's zone names; refused when past or too far. */
export async function resolveSchedule(services: Services, organizationId: number, local: string): Promise<Date> {
  const organization = await findOrganizationSummary(services.db, organizationId);
  const instant = zonedLocalToUtc(local, organization?.timezone ?? DEFAULT_TIME_ZONE);
  if (!instant) throw new AppError(400, 'scheduleInvalid', { details: { field: 'schedule_at' } });
  if (instant.getTime() <= Date.now()) throw new AppError(400, 'scheduleInPast');
  if (instant.getTime() > Date.now() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) throw new AppError(400, 'scheduleTooFar');
  return instant;
}

/** Publish (held) and Retry (failed) in /posts: one target or every one of the post. */
export async function releasePost(services: Services, caller: Caller, request: PublishRequest) {
  await assertPermission(services, caller, 'postsPublish');
  const post = await findPostInScope(services, caller, request.post_id);
  assertNotEmbargoed(post.notBefore, new Date(Math.max(Date.now(), post.scheduledAt?.getTime() ?? 0)));
  const released = await releaseTargets(services.db, request.post_id, request.target_id, { organizationId: post.organizationId, actorUserId: caller.userId });
  if (released === 0) throw new AppError(409, 'nothingToPublish');
  await recordAudit(services.db, {
    event: 'publishing.released',
    actorUserId: caller.userId,
    organizationId: post.organizationId,
    ip: caller.ip,
    detail: { postId: request.post_id, targetId: request.target_id ?? null, released },
  });
  services.publisher.notify();
  return findPublication(services, request.post_id, post.scheduledAt);
}

/**
 * Moves a post's time: a scheduled post's schedule, with every target waiting for it, or a draft's planned
 * date, which is only a note: nothing of it goes out, no account is involved.
 */
export async function reschedule(services: Services, caller: Caller, request: RescheduleRequest) {
  await assertPermission(services, caller, 'postsPublish');
  const post = await findPostOutOfReview(services, caller, request.post_id);
  if (post.publishStatus === PUBLISH_STATUS.draft) return movePlannedDate(services, caller, { ...post, postId: request.post_id }, request.schedule_at);
  assertPosted(post);
  const scheduledAt = await resolveSchedule(services, post.organizationId, request.schedule_at);
  assertNotEmbargoed(post.notBefore, scheduledAt);
  if (post.scheduledAt === null || !(await reschedulePost(services.db, request.post_id, scheduledAt, { organizationId: post.organizationId, actorUserId: caller.userId }))) {
    throw new AppError(409, 'scheduleNotChangeable');
  }
  await recordAudit(services.db, {
    event: 'publishing.rescheduled',
    actorUserId: caller.userId,
    organizationId: post.organizationId,
    ip: caller.ip,
    detail: { postId: request.post_id, scheduledAt: scheduledAt.toISOString() },
  });
  await enqueueWebhookEvent(services.db, post.organizationId, 'post.scheduled', {
    post_id: request.post_id,
    scheduled_at: scheduledAt.toISOString(),
  });
  return findPublication(services, request.post_id, scheduledAt);
}

/** A draft's planned date moved, by the schedule's own rules (in the future, within a year). */
async function movePlannedDate(services: Services, caller: Caller, post: { postId: number; organizationId: number }, local: string) {
  const plannedAt = await resolveSchedule(services, post.organizationId, local);
  if (!(await movePlannedDraft(services.db, post.postId, plannedAt, { organizationId: post.organizationId, actorUserId: caller.userId }))) {
    throw new AppError(409, 'draftNotPlanned');
  }
  await recordAudit(services.db, {
    event: 'post.planned_date_moved',
    actorUserId: caller.userId,
    organizationId: post.organizationId,
    ip: caller.ip,
    detail: { postId: post.postId, plannedAt: plannedAt.toISOString() },
  });
  return { records: [], scheduled_at: plannedAt.toISOString() };
}

/**
 * Back to draft while nothing of the post went out: a schedule called off, or a refused post to be
 * edited. Those who may publish may withdraw any post; anyone else only their own.
 */
export async function withdrawPost(services: Services, caller: Caller, postId: number) {
  await assertPermission(services, caller, 'postsCreate');
  const post = await findPostInScope(services, caller, postId);
  if (post.userId !== caller.userId) await assertPermission(services, caller, 'postsPublish');
  if (!(await returnToDraft(services.db, postId, { organizationId: post.organizationId, actorUserId: caller.userId }))) throw new AppError(409, 'withdrawNotPossible');
  await recordAudit(services.db, {
    event: 'publishing.withdrawn',
    actorUserId: caller.userId,
    organizationId: post.organizationId,
    ip: caller.ip,
    detail: { postId },
  });
  // Back to draft: its targets are gone and it has no schedule.
  return { records: [], scheduled_at: null };
}

async function findPostInScope(services: Services, caller: Caller, postId: number) {
  const post = await findPostOutOfReview(services, caller, postId);
  assertPosted(post);
  return post;
}

/** A post of the caller's scope that no approval chain holds: its time is its reviewers' to decide. */
async function findPostOutOfReview(services: Services, caller: Caller, postId: number) {
  const post = await foundInScope(services, caller, await findPostSchedule(services.db, postId), (found) => found.organizationId, 'postNotFound');
  if (await findOpenReview(services.db, postId)) throw new AppError(409, 'postInReview');
  return post;
}

function assertPosted(post: { publishStatus: number }): void {
  if (post.publishStatus !== PUBLISH_STATUS.posted) throw new AppError(409, 'nothingToPublish');
}

/** A post's targets as they stand now, with the schedule the caller already knows. */
async function findPublication(services: Services, postId: number, scheduledAt: Date | null) {
  const targets = await findTargetsOfPosts(services.db, [postId]);
  return { records: targets.map(targetView), scheduled_at: scheduledAt?.toISOString() ?? null };
}

/** Each post's targets as the list shows them, by post id. */
export async function findTargetsByPost(services: Services, postIds: number[]): Promise<Map<number, PublishTarget[]>> {
  return targetsByPost(await findTargetsOfPosts(services.db, postIds));
}

/** Targets read with their posts (the post list's page), as the list shows them, by post id. */
export function targetsByPost(rows: TargetRow[]): Map<number, PublishTarget[]> {
  const byPost = new Map<number, PublishTarget[]>();
  for (const row of rows) {
    const targets = byPost.get(row.postId);
    if (targets) targets.push(targetView(row));
    else byPost.set(row.postId, [targetView(row)]);
  }
  return byPost;
}

function targetView(row: TargetRow): PublishTarget {
  return {
    id: row.id,
    account_id: row.accountId,
    display_name: row.displayName,
    account_type: row.accountType,
    sandbox: row.isSandbox,
    state: row.state as TargetState,
    error: row.lastError,
    attempts: row.attempts,
    due_at: row.state === 'scheduled' || row.state === 'queued' ? (row.dueAt?.toISOString() ?? null) : null,
    external_id: row.externalId,
    external_url: row.externalUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
