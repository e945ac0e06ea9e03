import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { ACCOUNT_TYPES } from '@roi/contract/publishing-rules';
import type { Database } from '../../db/database.js';
import { leaseFromNow } from '../../db/leases.js';
import {
  analyticsCollections,
  followerCountsDaily,
  followerDemographics,
  integrationAccounts,
  integrations,
  linkedinNames,
  pageStatisticsDaily,
  postStatistics,
  postStatisticsDaily,
  publications,
} from '../../db/schema.js';
import type { PageStatistics } from '../integrations/network.js';

/**
 * Gives every organisation page and member profile an organisation publishes to its collection job,
 * due now; an account's job stays when it is no longer chosen (its history is kept), and is simply not
 * found again.
 */
export async function queueCollections(db: Database): Promise<void> {
  await db.execute(sql`
    insert into ${analyticsCollections} (account_id, organization_id)
    select ${integrationAccounts.id}, ${integrationAccounts.organizationId}
    from ${integrationAccounts}
    join ${integrations} on ${integrations.id} = ${integrationAccounts.integrationId}
    where ${integrationAccounts.accountType} in (${ACCOUNT_TYPES.organization}, ${ACCOUNT_TYPES.member})
      and ${integrationAccounts.isSelected} and ${integrations.disconnectedAt} is null
    on conflict (account_id) do nothing`);
}

/** Takes one due collection under a lease, or one whose worker's lease ran out; as claimDueJob for posts. */
export async function claimDueCollection(db: Database, owner: string, leaseMs: number) {
  const result = (await db.execute(sql`
    update ${analyticsCollections}
    set state = 'collecting', lease_owner = ${owner}, lease_expires_at = ${leaseFromNow(leaseMs)},
        attempts = ${analyticsCollections.attempts} + 1
    where ${analyticsCollections.accountId} = (
      select account_id from ${analyticsCollections}
      where (state = 'waiting' and due_at <= now()) or (state = 'collecting' and lease_expires_at < now())
      order by due_at, account_id
      limit 1
      for update skip locked
    )
    returning account_id, organization_id, attempts, last_collected_at`)) as {
    rows: { account_id: number; organization_id: number; attempts: number; last_collected_at: string | Date | null }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  const [account] = await db
    .select({
      urn: integrationAccounts.urn,
      accountType: integrationAccounts.accountType,
      integrationId: integrationAccounts.integrationId,
      grantedScopes: integrations.grantedScopes,
    })
    .from(integrationAccounts)
    .innerJoin(integrations, eq(integrations.id, integrationAccounts.integrationId))
    .where(eq(integrationAccounts.id, Number(row.account_id)));
  return {
    accountId: Number(row.account_id),
    organizationId: Number(row.organization_id),
    attempts: Number(row.attempts),
    lastCollectedAt: row.last_collected_at === null ? null : new Date(row.last_collected_at),
    urn: account!.urn,
    isMember: account!.accountType === ACCOUNT_TYPES.member,
    integrationId: account!.integrationId,
    /** Null when LinkedIn did not say what it granted. */
    grantedScopes: account!.grantedScopes === null ? null : account!.grantedScopes.split(' '),
  };
}
export type ClaimedCollection = NonNullable<Awaited<ReturnType<typeof claimDueCollection>>>;

/** The page's published posts since `since`, by the network's id. */
export async function findPublishedOfAccount(db: Database, accountId: number, since: Date) {
  return db
    .select({ id: publications.id, externalId: publications.externalId })
    .from(publications)
    .where(
      and(
        eq(publications.accountId, accountId),
        eq(publications.state, 'published'),
        isNotNull(publications.externalId),
        gte(publications.publishedAt, since),
      ),
    );
}

/** The lease still ours: the collection settles as `change` says. False when another worker holds it now. */
async function settleFenced(tx: Database, job: ClaimedCollection, owner: string, change: Partial<typeof analyticsCollections.$inferInsert>) {
  const settled = await tx
    .update(analyticsCollections)
    .set({ state: 'waiting', leaseOwner: null, leaseExpiresAt: null, ...change })
    .where(
      and(eq(analyticsCollections.accountId, job.accountId), eq(analyticsCollections.leaseOwner, owner), eq(analyticsCollections.state, 'collecting')),
    )
    .returning({ accountId: analyticsCollections.accountId });
  return settled.length > 0;
}

/**
 * Stores what was collected as the day's snapshot and settles the job, in one transaction fenced by
 * the lease: a worker whose lease ran out writes nothing.
 */
export async function saveCollected(
  db: Database,
  job: ClaimedCollection,
  owner: string,
  collected: {
    /** A member profile's collection has only its posts: no days, follower count or demographics. */
    statistics: Omit<PageStatistics, 'followers'> & { followers: number | undefined };
    publicationOf: Map<string, number>;
    day: string;
    nextDueAt: Date;
  },
): Promise<boolean> {
  const { statistics, publicationOf, day, nextDueAt } = collected;
  const { accountId, organizationId } = job;
  return db.transaction(async (tx) => {
    const settled = await settleFenced(tx, job, owner, {
      attempts: 0,
      dueAt: nextDueAt,
      lastCollectedAt: new Date(),
      lastError: null,
      unreadable: null,
    });
    if (!settled) return false;
    if (statistics.days.length > 0) {
      await tx
        .insert(pageStatisticsDaily)
        .values(statistics.days.map(({ day: statisticsDay, counts }) => ({ accountId, organizationId, day: statisticsDay, ...counts })))
        .onConflictDoUpdate({ target: [pageStatisticsDaily.accountId, pageStatisticsDaily.day], set: excludedCounts() });
    }
    if (statistics.followers !== undefined) {
      await tx
        .insert(followerCountsDaily)
        .values({ accountId, organizationId, day, followers: statistics.followers })
        .onConflictDoUpdate({ target: [followerCountsDaily.accountId, followerCountsDaily.day], set: { followers: statistics.followers } });
    }
    const posts = statistics.posts.flatMap(({ postId, counts }) => {
      const publicationId = publicationOf.get(postId);
      return publicationId === undefined ? [] : [{ publicationId, organizationId, ...counts }];
    });
    if (posts.length > 0) {
      await tx
        .insert(postStatisticsDaily)
        .values(posts.map((post) => ({ ...post, day })))
        .onConflictDoUpdate({ target: [postStatisticsDaily.publicationId, postStatisticsDaily.day], set: excludedCounts() });
      await tx
        .insert(postStatistics)
        .values(posts.map((post) => ({ ...post, collectedAt: new Date() })))
        .onConflictDoUpdate({ target: postStatistics.publicationId, set: { ...excludedCounts(), collectedAt: sql`excluded.collected_at` } });
    }
    await tx.delete(followerDemographics).where(and(eq(followerDemographics.accountId, accountId), eq(followerDemographics.day, day)));
    if (statistics.demographics.length > 0) {
      await tx.insert(followerDemographics).values(statistics.demographics.map((entry) => ({ accountId, organizationId, day, ...entry })));
    }
    return true;
  });
}

function excludedCounts() {
  return {
    impressions: sql`excluded.impressions`,
    uniqueImpressions: sql`excluded.unique_impressions`,
    clicks: sql`excluded.clicks`,
    reactions: sql`excluded.reactions`,
    comments: sql`excluded.comments`,
    reposts: sql`excluded.reposts`,
    engagement: sql`excluded.engagement`,
  };
}

/** LinkedIn would not let the connection read the page: said on screen until a collection succeeds. */
export function markUnreadable(db: Database, job: ClaimedCollection, owner: string, reason: string, nextDueAt: Date) {
  return settleFenced(db, job, owner, { attempts: 0, dueAt: nextDueAt, unreadable: reason, lastError: reason });
}

/** A try failed for a while (429, 5xx, no answer): due again at `dueAt`; attempts go on counting unless reset. */
export function requeueCollection(db: Database, job: ClaimedCollection, owner: string, retry: { dueAt: Date; error: string; resetAttempts: boolean }) {
  return settleFenced(db, job, owner, { dueAt: retry.dueAt, lastError: retry.error, ...(retry.resetAttempts ? { attempts: 0 } : {}) });
}

/** The names already known of these URNs (LinkedIn's reference data, shared by every organisation). */
export async function findKnownNames(db: Database, urns: string[]): Promise<Map<string, string>> {
  if (urns.length === 0) return new Map();
  const rows = await db.select({ urn: linkedinNames.urn, name: linkedinNames.name }).from(linkedinNames).where(inArray(linkedinNames.urn, urns));
  return new Map(rows.map((row) => [row.urn, row.name]));
}

/** Keeps names LinkedIn gave; a name another collection kept meanwhile stays as it is (they never change). */
export async function saveNames(db: Database, names: Map<string, string>): Promise<void> {
  if (names.size === 0) return;
  await db
    .insert(linkedinNames)
    .values([...names].map(([urn, name]) => ({ urn, name })))
    .onConflictDoNothing();
}
