import { and, asc, eq, gte, ilike, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ARCHIVE_CONTENT_TYPES, DEFAULT_RETENTION_YEARS, type ArchiveContentType, type ArchiveKeptContentType, type ArchiveRecordKind } from '@roi/contract/archive';
import type { Database, Transaction } from '../../db/database.js';
import { containing } from '../../db/like.js';
import { archiveBackfill, archiveChains, archiveImages, archiveImageUses, archivePending, archivePendingImages, archiveRecords, archiveRetention, legalHolds, users } from '../../db/schema.js';
import { canonicalJson, chainHash, GENESIS_HASH, hashedTextAroundSeq } from './archive-chain.js';

export interface ArchiveEntry {
  organizationId: number;
  postId?: number | null;
  kind: ArchiveRecordKind;
  contentType: ArchiveContentType | ArchiveKeptContentType;
  /** The person who did it; null for the product itself (the publishing worker, the retention job). */
  actorUserId: number | null;
  payload: Record<string, unknown>;
  /** Images the record names by SHA-256 (in its payload): the archive keeps their bytes while it is kept. */
  images?: ArchivedImage[];
  /** How the change moves the organisation's kept total of listed posts (posts only): written with the record. */
  listedPostsChange?: number;
}

/** An image as the archive keeps it: its bytes, named by their SHA-256. */
export interface ArchivedImage {
  sha256: string;
  contentType: string;
  bytes: Buffer;
}

/** Locks the organisation's chain head (made on its first record) until the transaction ends, and answers it. */
export async function lockChain(tx: Database, organizationId: number): Promise<{ seq: number; hash: string }> {
  const lockHead = async () => {
    const [head] = await tx
      .select({ seq: archiveChains.headSeq, hash: archiveChains.headHash })
      .from(archiveChains)
      .where(eq(archiveChains.organizationId, organizationId))
      .for('update');
    return head;
  };
  // One round trip for every record but an organisation's first, which makes the head first.
  const head = await lockHead();
  if (head) return head;
  await tx.insert(archiveChains).values({ organizationId, headHash: GENESIS_HASH }).onConflictDoNothing();
  return (await lockHead())!;
}

/**
 * Appends one record to the organisation's chain as the caller's transaction commits, so that the record
 * holds exactly when the change it records does. The record is written as pending, with the hashed text
 * on either side of its place in the chain; at the commit a deferred trigger (migration 0034) locks the
 * chain's head, gives the record its place and hash, moves the head, changes the kept total of listed
 * posts and keeps the record's images. Two writers of one organisation take turns on the head and never
 * fork the chain, and each holds it only while its commit runs, where it held it from a statement of
 * its transaction to the commit while every other writer waited (docs/decisions/0021). Records of one
 * transaction join the chain in the order they were written.
 */
export async function recordArchive(tx: Transaction, entry: ArchiveEntry): Promise<void> {
  const record = {
    organizationId: entry.organizationId,
    postId: entry.postId ?? null,
    kind: entry.kind,
    contentType: entry.contentType,
    actorUserId: entry.actorUserId,
    recordedAt: new Date(),
    payload: canonicalJson(entry.payload),
  };
  const { beforeSeq, afterSeq } = hashedTextAroundSeq(record);
  const [pending] = await tx
    .insert(archivePending)
    .values({ ...record, hashedBeforeSeq: beforeSeq, hashedAfterSeq: afterSeq, listedPostsChange: entry.listedPostsChange ?? 0 })
    .returning({ id: archivePending.id });
  const images = [...new Map((entry.images ?? []).map((image) => [image.sha256, image])).values()];
  if (images.length > 0) {
    await tx
      .insert(archivePendingImages)
      .values(images.map((image) => ({ pendingId: pending!.id, sha256: image.sha256, contentType: image.contentType, byteSize: image.bytes.length, bytes: image.bytes })));
  }
}

/** What the retention job leaves of a removed record: enough to carry the chain across the gap. */
export interface Tombstone {
  seq: number;
  previous_hash: string;
  hash: string;
}

export interface ChainBreak {
  organizationId: number;
  seq: number;
  reason: 'altered' | 'link' | 'missing' | 'head';
}

export interface ArchiveCheck {
  organizations: number;
  records: number;
  breaks: ChainBreak[];
}

const CHECK_PAGE = 1000;

/**
 * Walks every organisation's chain (or one) from its first record: each record's hash is taken again
 * from what is stored, and each must name the one before it. A record the retention job removed is
 * crossed by its tombstone in the job's own (chained) record. Answers the first break of each chain.
 */
export async function checkArchive(db: Database, organizationId?: number): Promise<ArchiveCheck> {
  const chains = await db
    .select({ organizationId: archiveChains.organizationId, headSeq: archiveChains.headSeq, headHash: archiveChains.headHash })
    .from(archiveChains)
    .where(organizationId === undefined ? undefined : eq(archiveChains.organizationId, organizationId))
    .orderBy(asc(archiveChains.organizationId));
  const result: ArchiveCheck = { organizations: chains.length, records: 0, breaks: [] };
  for (const chain of chains) {
    const found = await checkChain(db, chain);
    result.records += found.records;
    if (found.broken) result.breaks.push(found.broken);
  }
  return result;
}

async function checkChain(db: Database, chain: { organizationId: number; headSeq: number; headHash: string }) {
  const { organizationId } = chain;
  const tombstones = new Map<number, Tombstone>();
  const pruned = await db
    .select({ payload: archiveRecords.payload })
    .from(archiveRecords)
    .where(and(eq(archiveRecords.organizationId, organizationId), eq(archiveRecords.kind, 'retention.pruned')));
  for (const row of pruned) for (const tombstone of (JSON.parse(row.payload) as { removed: Tombstone[] }).removed) tombstones.set(tombstone.seq, tombstone);

  let expected = GENESIS_HASH;
  let seq = 1;
  let records = 0;
  const broken = (at: number, reason: ChainBreak['reason']) => ({ records, broken: { organizationId, seq: at, reason } });
  for (;;) {
    const page = await db
      .select()
      .from(archiveRecords)
      .where(and(eq(archiveRecords.organizationId, organizationId), gte(archiveRecords.seq, seq)))
      .orderBy(asc(archiveRecords.seq))
      .limit(CHECK_PAGE);
    for (const record of page) {
      for (; seq < record.seq; seq += 1) {
        const tombstone = tombstones.get(seq);
        if (!tombstone) return broken(seq, 'missing');
        if (tombstone.previous_hash !== expected) return broken(seq, 'link');
        expected = tombstone.hash;
      }
      records += 1;
      if (record.previousHash !== expected) return broken(record.seq, 'link');
      if (chainHash(record.previousHash, record) !== record.hash) return broken(record.seq, 'altered');
      expected = record.hash;
      seq += 1;
    }
    if (page.length < CHECK_PAGE) break;
  }
  for (; seq <= chain.headSeq; seq += 1) {
    const tombstone = tombstones.get(seq);
    if (!tombstone) return broken(seq, 'missing');
    if (tombstone.previous_hash !== expected) return broken(seq, 'link');
    expected = tombstone.hash;
  }
  if (seq - 1 !== chain.headSeq || expected !== chain.headHash) return broken(seq - 1, 'head');
  return { records, broken: undefined };
}

/** The organisation's retention years per content type: its own where set, else the defaults. */
export async function findRetention(db: Database, organizationId: number): Promise<Record<ArchiveContentType, number>> {
  const rows = await db
    .select({ contentType: archiveRetention.contentType, years: archiveRetention.years })
    .from(archiveRetention)
    .where(eq(archiveRetention.organizationId, organizationId));
  const years = { ...DEFAULT_RETENTION_YEARS };
  for (const row of rows) if (row.contentType in years) years[row.contentType as ArchiveContentType] = row.years;
  return years;
}

export async function saveRetention(db: Database, organizationId: number, years: Record<ArchiveContentType, number>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(archiveRetention).where(eq(archiveRetention.organizationId, organizationId));
    await tx.insert(archiveRetention).values(ARCHIVE_CONTENT_TYPES.map((contentType) => ({ organizationId, contentType, years: years[contentType] })));
  });
}

export async function findActiveHolds(db: Database, organizationId: number) {
  return db
    .select()
    .from(legalHolds)
    .where(and(eq(legalHolds.organizationId, organizationId), isNull(legalHolds.liftedAt)))
    .orderBy(asc(legalHolds.id));
}

export async function insertHold(db: Database, hold: { organizationId: number; postId: number | null; reason: string; placedBy: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(legalHolds).values(hold).returning();
    await recordArchive(tx, {
      organizationId: hold.organizationId,
      postId: hold.postId,
      kind: 'hold.placed',
      contentType: 'hold',
      actorUserId: hold.placedBy,
      payload: { hold_id: row!.id, reason: hold.reason, scope: hold.postId === null ? 'organisation' : 'post' },
    });
    return row!;
  });
}

/** Lifts an active hold of the organisation; false when there is none by that id. */
export async function liftHold(db: Database, organizationId: number, holdId: number, liftedBy: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(legalHolds)
      .set({ liftedBy, liftedAt: new Date() })
      .where(and(eq(legalHolds.id, holdId), eq(legalHolds.organizationId, organizationId), isNull(legalHolds.liftedAt)))
      .returning();
    if (!row) return false;
    await recordArchive(tx, {
      organizationId,
      postId: row.postId,
      kind: 'hold.lifted',
      contentType: 'hold',
      actorUserId: liftedBy,
      payload: { hold_id: row.id, reason: row.reason },
    });
    return true;
  });
}

/** Records removed per run and organisation, so that one run's tombstones stay a modest record. */
const PRUNE_BATCH = 1000;

function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Removes the organisation's records past their retention and not under a legal hold, and records
 * what it removed (seq and hashes, as tombstones) in the chain, in one transaction. The only DELETE
 * of the archive: the transaction tells the table's trigger so. Answers how many were removed.
 */
export async function pruneExpired(db: Database, organizationId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Writers take turns on the head: an image a writer names again meanwhile is not removed under it.
    await tx.select({ seq: archiveChains.headSeq }).from(archiveChains).where(eq(archiveChains.organizationId, organizationId)).for('update');
    const holds = await findActiveHolds(tx, organizationId);
    if (holds.some((hold) => hold.postId === null)) return 0;
    const heldPosts = holds.map((hold) => hold.postId!);
    const retention = await findRetention(tx, organizationId);
    const expired: SQL[] = ARCHIVE_CONTENT_TYPES.map(
      (contentType) => and(eq(archiveRecords.contentType, contentType), lt(archiveRecords.recordedAt, yearsBefore(now, retention[contentType])))!,
    );
    const notHeld = heldPosts.length === 0 ? undefined : or(isNull(archiveRecords.postId), notInArray(archiveRecords.postId, heldPosts));
    const due = await tx
      .select({ id: archiveRecords.id })
      .from(archiveRecords)
      .where(and(eq(archiveRecords.organizationId, organizationId), or(...expired), notHeld))
      .orderBy(asc(archiveRecords.seq))
      .limit(PRUNE_BATCH);
    if (due.length === 0) return 0;
    await tx.execute(sql`select set_config('roi.archive_retention', 'on', true)`);
    const removed = await tx
      .delete(archiveRecords)
      .where(and(eq(archiveRecords.organizationId, organizationId), inArray(archiveRecords.id, due.map((row) => row.id))))
      .returning({ seq: archiveRecords.seq, previous_hash: archiveRecords.previousHash, hash: archiveRecords.hash });
    await tx.execute(sql`select set_config('roi.archive_retention', '', true)`);
    removed.sort((a, b) => a.seq - b.seq);
    await removeUnusedImages(tx, organizationId, removed.map((record) => record.seq));
    await recordArchive(tx, {
      organizationId,
      kind: 'retention.pruned',
      contentType: 'retention',
      actorUserId: null,
      payload: { removed, retention_years: retention },
    });
    return removed.length;
  });
}

/** Forgets the removed records' uses of images, and removes the images no record left names. */
async function removeUnusedImages(tx: Database, organizationId: number, removedSeqs: number[]): Promise<void> {
  const released = await tx
    .delete(archiveImageUses)
    .where(and(eq(archiveImageUses.organizationId, organizationId), inArray(archiveImageUses.seq, removedSeqs)))
    .returning({ sha256: archiveImageUses.sha256 });
  const candidates = [...new Set(released.map((use) => use.sha256))];
  if (candidates.length === 0) return;
  await tx
    .delete(archiveImages)
    .where(
      and(
        eq(archiveImages.organizationId, organizationId),
        inArray(archiveImages.sha256, candidates),
        sql`not exists (select 1 from ${archiveImageUses} where ${archiveImageUses.organizationId} = ${archiveImages.organizationId} and ${archiveImageUses.sha256} = ${archiveImages.sha256})`,
      ),
    );
}

/** The archive's copies of these images (by SHA-256) of the organisation. */
export async function findArchivedImages(db: Database, organizationId: number, sha256s: string[]): Promise<Map<string, ArchivedImage>> {
  if (sha256s.length === 0) return new Map();
  const rows = await db
    .select({ sha256: archiveImages.sha256, contentType: archiveImages.contentType, bytes: archiveImages.bytes })
    .from(archiveImages)
    .where(and(eq(archiveImages.organizationId, organizationId), inArray(archiveImages.sha256, sha256s)));
  return new Map(rows.map((row) => [row.sha256, row]));
}

/** Takes the next organisation whose retention run is due, under a lease held by `owner`. */
export async function claimDuePrune(db: Database, owner: string, leaseMs: number): Promise<number | undefined> {
  const due = db
    .select({ organizationId: archiveChains.organizationId })
    .from(archiveChains)
    .where(
      and(
        lte(archiveChains.pruneDueAt, sql`now()`),
        or(isNull(archiveChains.leaseExpiresAt), lt(archiveChains.leaseExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(archiveChains.pruneDueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(archiveChains)
    .set({ leaseOwner: owner, leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(inArray(archiveChains.organizationId, due))
    .returning({ organizationId: archiveChains.organizationId });
  return claimed?.organizationId;
}

/** The run is done: the next is due after `nextDueAt`; the lease is let go. */
export async function finishPrune(db: Database, organizationId: number, owner: string, nextDueAt: Date): Promise<void> {
  await db
    .update(archiveChains)
    .set({ pruneDueAt: nextDueAt, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(archiveChains.organizationId, organizationId), eq(archiveChains.leaseOwner, owner)));
}

export interface ArchiveSearch {
  organizationId: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  text?: string;
  campaign?: string;
  /** Words of the name or email address of the person who acted. */
  author?: string;
}

/**
 * Whether a record's payload holds the words: its string values (never its keys) as words of the
 * 'simple' configuration, matched by `websearch_to_tsquery` (every word; "a phrase"; or; -not). The
 * match is found by `roi_archive_records_with_words` (migration 0033), which asks
 * `archive_records_words_idx` as the table's owner: under row security the match itself would be
 * checked record by record (docs/decisions/0037).
 */
function payloadHasWords(organizationId: number, words: string): SQL {
  return sql`${archiveRecords.id} = any(array(select roi_archive_records_with_words(${organizationId}, ${words})))`;
}

function searchConditions(db: Database, search: ArchiveSearch): SQL | undefined {
  return and(
    eq(archiveRecords.organizationId, search.organizationId),
    search.from === undefined ? undefined : gte(archiveRecords.recordedAt, search.from),
    search.until === undefined ? undefined : lt(archiveRecords.recordedAt, search.until),
    search.text ? payloadHasWords(search.organizationId, search.text) : undefined,
    search.campaign ? ilike(sql`${archiveRecords.payload}::jsonb ->> 'campaign'`, containing(search.campaign)) : undefined,
    search.author
      ? inArray(
          archiveRecords.actorUserId,
          db
            .select({ id: users.id })
            .from(users)
            .where(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(search.author)), ilike(users.email, containing(search.author)))),
        )
      : undefined,
  );
}

/** The chain's last record now: an export reads up to it, so that what is written meanwhile stays out. */
export async function findHeadSeq(db: Database, organizationId: number): Promise<number> {
  const [head] = await db.select({ seq: archiveChains.headSeq }).from(archiveChains).where(eq(archiveChains.organizationId, organizationId));
  return head?.seq ?? 0;
}

/** The posts whose records match, by number: every one, however many (a list of numbers stays small). */
export async function findPostIdsOfSearch(db: Database, search: ArchiveSearch, upToSeq: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ postId: archiveRecords.postId })
    .from(archiveRecords)
    .where(and(searchConditions(db, search), lte(archiveRecords.seq, upToSeq), sql`${archiveRecords.postId} is not null`))
    .orderBy(asc(archiveRecords.postId));
  return rows.map((row) => row.postId!);
}

/** Every record of these posts (their whole history, whatever matched), oldest first. */
export async function findRecordsOfPosts(db: Database, organizationId: number, postIds: number[], upToSeq: number) {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(archiveRecords)
    .where(and(eq(archiveRecords.organizationId, organizationId), inArray(archiveRecords.postId, postIds), lte(archiveRecords.seq, upToSeq)))
    .orderBy(asc(archiveRecords.seq));
}

/** The matching records of no post (legal holds, exports, the retention job's), oldest first. */
export async function findOtherRecordsOfSearch(db: Database, search: ArchiveSearch, upToSeq: number) {
  return db
    .select()
    .from(archiveRecords)
    .where(and(searchConditions(db, search), lte(archiveRecords.seq, upToSeq), isNull(archiveRecords.postId)))
    .orderBy(asc(archiveRecords.seq));
}

/** Whether the organisation's archive holds records of the post (which may be deleted from the product). */
export async function hasRecordsOfPost(db: Database, organizationId: number, postId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: archiveRecords.id })
    .from(archiveRecords)
    .where(and(eq(archiveRecords.organizationId, organizationId), eq(archiveRecords.postId, postId)))
    .limit(1);
  return row !== undefined;
}

/** Whether a backfill of posts made before the archive has once gone through every post. */
export async function isBackfillFinished(db: Database): Promise<boolean> {
  const [row] = await db.select({ finishedAt: archiveBackfill.finishedAt }).from(archiveBackfill);
  return row !== undefined;
}

export async function markBackfillFinished(db: Database): Promise<void> {
  await db.insert(archiveBackfill).values({}).onConflictDoNothing();
}

/** The names of the people who acted, for the pages a person reads. */
export async function findPeopleNames(db: Database, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type ArchiveRecordRow = typeof archiveRecords.$inferSelect;
