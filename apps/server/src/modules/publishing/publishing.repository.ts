import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { TargetState } from '@roi/contract/publishing-rules';
import type { Database, Transaction } from '../../db/database.js';
import { jsonRowsOf, rowsFromJson, type JsonRow } from '../../db/json-rows.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { integrationAccounts, integrations, organizations, postImages, posts, publications } from '../../db/schema.js';
import { leaseFromNow } from '../../db/leases.js';
import { recordArchive } from '../archive/archive.repository.js';
import { enqueueWebhookEvent } from '../webhooks/webhooks.repository.js';

/** Where a posted post goes: one target per chosen account, all in one state, due at one time. */
export interface PublicationPlan {
  accountIds: number[];
  state: Extract<TargetState, 'held' | 'scheduled' | 'queued'>;
  dueAt: Date;
  /** The time the user asked for, kept on the post; null for "post now". */
  scheduledAt: Date | null;
  /** The time is the posting queue's choice: no other post of the organisation may hold it once stored. */
  fromQueue?: boolean;
}

/** Another post took the queue time chosen for this one while it was being stored. */
export class QueueTimeTaken extends Error {}

/** Called inside the transaction that makes the post final, so a posted post never lacks its targets. */
export async function insertTargets(tx: Database, postId: number, organizationId: number, plan: PublicationPlan): Promise<void> {
  if (plan.fromQueue && plan.scheduledAt) await assertQueueTimeFree(tx, postId, organizationId, plan.scheduledAt);
  await tx.insert(publications).values(
    plan.accountIds.map((accountId) => ({ postId, organizationId, accountId, state: plan.state, dueAt: plan.dueAt })),
  );
  // In the same transaction: the organisation's webhooks hear of it exactly when it holds.
  const scheduledAt = plan.scheduledAt?.toISOString() ?? null;
  if (plan.state === 'held') {
    await enqueueWebhookEvent(tx, organizationId, 'post.submitted_for_approval', { post_id: postId, scheduled_at: scheduledAt });
  } else if (plan.state === 'scheduled') {
    await enqueueWebhookEvent(tx, organizationId, 'post.scheduled', { post_id: postId, scheduled_at: scheduledAt });
  }
}

/**
 * Two "Add to queue" of one organisation at once would choose the same free time: the organisation's
 * queue is locked until the transaction ends (PostgreSQL and PGlite alike), and a time another posted
 * post now holds is refused, for the caller to choose again. The lock comes before the look, so the
 * second sees the first's post once it is committed.
 */
async function assertQueueTimeFree(tx: Database, postId: number, organizationId: number, at: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`queue:${organizationId}`}, 0))`);
  const [holder] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.organizationId, organizationId),
        eq(posts.publishStatus, PUBLISH_STATUS.posted),
        isNull(posts.archivedAt),
        eq(posts.scheduledAt, at),
        ne(posts.id, postId),
      ),
    )
    .limit(1);
  if (holder) throw new QueueTimeTaken();
}

/** Each post's targets with the account they go to, for the list and the editor. */
export async function findTargetsOfPosts(db: Database, postIds: number[]): Promise<TargetRow[]> {
  if (postIds.length === 0) return [];
  const [row] = await targetsOfPostsStatement(db).execute({ postIds });
  return targetsFromJson(row!.targets);
}

/** What is read of a post's publication target: the account it goes to and how far it has got. */
const targetColumns = {
  id: publications.id,
  postId: publications.postId,
  accountId: publications.accountId,
  displayName: integrationAccounts.displayName,
  accountType: integrationAccounts.accountType,
  isSandbox: integrations.isSandbox,
  state: publications.state,
  lastError: publications.lastError,
  attempts: publications.attempts,
  dueAt: publications.dueAt,
  externalId: publications.externalId,
  externalUrl: publications.externalUrl,
  publishedAt: publications.publishedAt,
};

/**
 * The targets of the posts `postIds` (an int[] expression), oldest first, as one JSON value, read back
 * with `targetsFromJson`: so that a page of the post list, or a post, takes them in its own statement.
 */
export function selectTargetsAsJson(db: Database, postIds: SQL) {
  return db
    .select({ targets: jsonRowsOf(targetColumns, [publications.id]) })
    .from(publications)
    .innerJoin(integrationAccounts, eq(integrationAccounts.id, publications.accountId))
    .innerJoin(integrations, eq(integrations.id, integrationAccounts.integrationId))
    .where(sql`${publications.postId} = any(${postIds})`);
}

/** Prepared, with the posts as one array: the editor and the calendar ask for targets on every request. */
const targetsOfPostsStatement = preparedPerDatabase((db) =>
  selectTargetsAsJson(db, sql`${sql.placeholder('postIds')}::int[]`).prepare('find_targets_of_posts'),
);

export function targetsFromJson(value: unknown): TargetRow[] {
  return rowsFromJson(targetColumns, value);
}

export type TargetRow = JsonRow<typeof targetColumns>;

/** Who asked for a change of schedule, kept with it in the archive. */
interface ScheduleChange {
  organizationId: number;
  actorUserId: number;
}

/**
 * Sends held or failed targets (one, or all of the post): due now, or at the post's schedule if that
 * is still ahead. Attempts start again from zero. Answers how many were released.
 */
export async function releaseTargets(db: Database, postId: number, targetId: number | undefined, change: ScheduleChange): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(publications)
      .set({
        state: sql`case when ${posts.scheduledAt} > now() then 'scheduled' else 'queued' end`,
        dueAt: sql`greatest(coalesce(${posts.scheduledAt}, now()), now())`,
        attempts: 0,
        lastError: null,
        lastStatus: null,
        updatedAt: new Date(),
      })
      .from(posts)
      .where(
        and(
          eq(posts.id, publications.postId),
          eq(publications.postId, postId),
          targetId === undefined ? undefined : eq(publications.id, targetId),
          inArray(publications.state, ['held', 'failed']),
        ),
      )
      .returning({ id: publications.id });
    if (released.length > 0) {
      const payload = { released_target_ids: released.map((row) => row.id) };
      await recordArchive(tx, { ...change, postId, kind: 'schedule.changed', contentType: 'post', payload });
    }
    return released.length;
  });
}

/**
 * Runs `change` on a post while every target is in one of `states` and none may have reached the
 * network, with the targets locked so that no worker takes one meanwhile (workers skip locked jobs).
 * False otherwise.
 */
async function whileNothingWentOut(
  db: Database,
  postId: number,
  states: readonly TargetState[],
  change: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const targets = await tx
      .select({ state: publications.state, sendStartedAt: publications.sendStartedAt })
      .from(publications)
      .where(eq(publications.postId, postId))
      .for('update');
    const untouched = targets.every((target) => states.includes(target.state as TargetState) && target.sendStartedAt === null);
    if (targets.length === 0 || !untouched) return false;
    await change(tx);
    return true;
  });
}

export async function reschedulePost(db: Database, postId: number, scheduledAt: Date, change: ScheduleChange): Promise<boolean> {
  return whileNothingWentOut(db, postId, ['scheduled', 'held'], async (tx) => {
    await tx.update(posts).set({ scheduledAt, updatedAt: new Date() }).where(eq(posts.id, postId));
    await recordArchive(tx, { ...change, postId, kind: 'schedule.changed', contentType: 'post', payload: { scheduled_at: scheduledAt } });
    await tx
      .update(publications)
      .set({ dueAt: scheduledAt, state: sql`case when ${publications.state} = 'held' then 'held' else 'scheduled' end`, updatedAt: new Date() })
      .where(eq(publications.postId, postId));
  });
}

/** A draft's planned date moved; false when it is not a draft with a planned date (any more). */
export async function movePlannedDraft(db: Database, postId: number, plannedAt: Date, change: ScheduleChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(posts)
      .set({ scheduledAt: plannedAt, updatedAt: new Date() })
      .where(and(eq(posts.id, postId), eq(posts.publishStatus, PUBLISH_STATUS.draft), isNotNull(posts.scheduledAt)))
      .returning({ id: posts.id });
    if (moved.length === 0) return false;
    await recordArchive(tx, { ...change, postId, kind: 'schedule.changed', contentType: 'post', payload: { planned_at: plannedAt } });
    return true;
  });
}

/**
 * Back to draft, while every target still waits (scheduled, held) or was refused outright (failed with
 * no create call that may have reached LinkedIn): the targets go, to be made anew when it is posted.
 */
export async function returnToDraft(db: Database, postId: number, change: ScheduleChange): Promise<boolean> {
  return whileNothingWentOut(db, postId, ['scheduled', 'held', 'failed'], async (tx) => {
    await recordArchive(tx, { ...change, postId, kind: 'schedule.changed', contentType: 'post', payload: { withdrawn_to_draft: true } });
    await tx.delete(publications).where(eq(publications.postId, postId));
    await tx
      .update(posts)
      .set({ publishStatus: 1, scheduledAt: null, postedAt: null, updatedAt: new Date() })
      .where(eq(posts.id, postId));
  });
}

export async function findPostSchedule(db: Database, postId: number) {
  const [row] = await db
    .select({
      organizationId: posts.organizationId,
      userId: posts.userId,
      publishStatus: posts.publishStatus,
      scheduledAt: posts.scheduledAt,
      notBefore: posts.notBefore,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

// ── The worker's side ───────────────────────────────────────────────────────────────────────────

/**
 * Takes one due job under a lease: a queued or scheduled one whose time has come, or one whose
 * worker's lease ran out (it crashed or hung). SKIP LOCKED lets several workers sharing one PostgreSQL
 * each take a different job; the update itself is the claim.
 */
export async function claimDueJob(db: Database, owner: string, leaseMs: number) {
  const result = (await db.execute(sql`
    update ${publications}
    set state = 'publishing', lease_owner = ${owner},
        lease_expires_at = ${leaseFromNow(leaseMs)},
        attempts = ${publications.attempts} + 1, updated_at = now()
    where ${publications.id} = (
      select id from ${publications}
      where (state in ('queued', 'scheduled') and due_at <= now())
         or (state = 'publishing' and lease_expires_at < now())
      order by due_at, id
      limit 1
      for update skip locked
    )
    returning ${publications.id} as id, ${publications.attempts} as attempts, ${publications.sendStartedAt} as send_started_at`)) as {
    rows: { id: number; attempts: number; send_started_at: string | Date | null }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    attempts: Number(row.attempts),
    sendStartedAt: row.send_started_at === null ? null : new Date(row.send_started_at),
  };
}
export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimDueJob>>>;

/** What a job publishes, and as whom. */
export async function findJobContext(db: Database, jobId: number) {
  const [row] = await db
    .select({
      postId: publications.postId,
      organizationId: publications.organizationId,
      uploadedImages: publications.uploadedImages,
      text: posts.contentText,
      assistantGenerationIds: posts.assistantGenerationIds,
      assistantLabel: organizations.assistantLabel,
      trackLinks: organizations.trackLinks,
      authorUrn: integrationAccounts.urn,
      integrationId: integrations.id,
    })
    .from(publications)
    .innerJoin(posts, eq(posts.id, publications.postId))
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(integrationAccounts, eq(integrationAccounts.id, publications.accountId))
    .innerJoin(integrations, eq(integrations.id, integrationAccounts.integrationId))
    .where(eq(publications.id, jobId));
  if (!row) return undefined;
  const images = await db
    .select({ url: postImages.url, contentType: postImages.contentType, altText: postImages.altText })
    .from(postImages)
    .where(eq(postImages.postId, row.postId))
    .orderBy(asc(postImages.position));
  return { ...row, images };
}

/** Every write of a worker is fenced by its lease: false when another worker has taken the job over. */
function heldBy(jobId: number, owner: string) {
  return and(eq(publications.id, jobId), eq(publications.leaseOwner, owner), eq(publications.state, 'publishing'));
}

async function updateHeld(db: Database, jobId: number, owner: string, set: Partial<typeof publications.$inferInsert>): Promise<boolean> {
  const updated = await db
    .update(publications)
    .set({ ...set, updatedAt: new Date() })
    .where(heldBy(jobId, owner))
    .returning({ id: publications.id });
  return updated.length > 0;
}

export function renewLease(db: Database, jobId: number, owner: string, leaseMs: number): Promise<boolean> {
  return updateHeld(db, jobId, owner, { leaseExpiresAt: leaseFromNow(leaseMs) as never });
}

export function saveUploadedImages(db: Database, jobId: number, owner: string, imageIds: string[], leaseMs: number): Promise<boolean> {
  return updateHeld(db, jobId, owner, { uploadedImages: imageIds, leaseExpiresAt: leaseFromNow(leaseMs) as never });
}

/**
 * Written (and committed) before the create call goes out: from here on, a later attempt must ask the
 * network whether the post exists before it sends again.
 */
export function markSendStarted(db: Database, jobId: number, owner: string, leaseMs: number): Promise<boolean> {
  return updateHeld(db, jobId, owner, { sendStartedAt: new Date(), leaseExpiresAt: leaseFromNow(leaseMs) as never });
}

export function markPublished(db: Database, jobId: number, owner: string, post: { id: string; url: string }): Promise<boolean> {
  return updateHeld(db, jobId, owner, {
    state: 'published',
    externalId: post.id,
    externalUrl: post.url,
    publishedAt: new Date(),
    lastError: null,
    lastStatus: null,
    leaseOwner: null,
    leaseExpiresAt: null,
  });
}

/** Back in the queue for another try at `dueAt`; `sendMayHaveHappened` false clears the reconcile mark. */
export function requeueJob(
  db: Database,
  jobId: number,
  owner: string,
  retry: { dueAt: Date; error: string; sendMayHaveHappened: boolean },
): Promise<boolean> {
  return updateHeld(db, jobId, owner, {
    state: 'queued',
    dueAt: retry.dueAt,
    lastError: retry.error,
    leaseOwner: null,
    leaseExpiresAt: null,
    ...(retry.sendMayHaveHappened ? {} : { sendStartedAt: null }),
  });
}

/**
 * Given up. The reconcile mark stays, so that a retry by the user first looks for the post, unless
 * the user has been told it could not be checked (`forgetSend`): then their retry sends again.
 */
export function failJob(
  db: Database,
  jobId: number,
  owner: string,
  error: string,
  { forgetSend = false, status }: { forgetSend?: boolean; status?: number } = {},
): Promise<boolean> {
  return updateHeld(db, jobId, owner, {
    state: 'failed',
    lastError: error,
    lastStatus: status ?? null,
    leaseOwner: null,
    leaseExpiresAt: null,
    ...(forgetSend ? { sendStartedAt: null } : {}),
  });
}

/**
 * Jobs whose worker died on every one of their tries (a lease that ran out at the last attempt) are
 * failed rather than taken again and again; the reconcile mark stays for the user's retry. Answers the
 * jobs it failed.
 */
export async function failAbandonedJobs(db: Database, maxAttempts: number, error: string): Promise<number[]> {
  const failed = await db
    .update(publications)
    .set({ state: 'failed', lastError: error, leaseOwner: null, leaseExpiresAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(publications.state, 'publishing'),
        sql`${publications.leaseExpiresAt} < now()`,
        sql`${publications.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({ id: publications.id });
  return failed.map((row) => row.id);
}

/** Which of these network ids other targets already hold: a reconcile never adopts another's post. */
export async function findAdoptedExternalIds(db: Database, externalIds: string[]): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db
    .select({ externalId: publications.externalId })
    .from(publications)
    .where(inArray(publications.externalId, externalIds));
  return new Set(rows.map((row) => row.externalId!));
}
