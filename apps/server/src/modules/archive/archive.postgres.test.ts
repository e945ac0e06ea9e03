import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as waitFor } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { runInOrganizationScope } from '../../db/organization-scope.js';
import { archiveChains, archivePending, archiveRecords, organizationPostCounts, posts } from '../../db/schema.js';
import { archiveRecordsOf, behindTheProductsBack } from '../../test/archive-fixtures.js';
import { backendsWaitingForLocks } from '../../test/lock-waits.js';
import { createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createClientOrganization, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { backfillPostVersion } from '../posts/posts.repository.js';
import { checkArchive, recordArchive } from './archive.repository.js';

/**
 * What only PostgreSQL shows of the archive: the tenant role's rights on it, and writers on separate
 * connections at once (PGlite is one connection, so its transactions never overlap).
 */

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

const recordsOf = (organizationId: number, postId?: number) => archiveRecordsOf(t.db, organizationId, postId);

describe('the archive, written by a request', () => {
  it('takes a record only as a pending row, which the request can neither change nor take back before its commit', async () => {
    const exportRecord = { organizationId: f.riverside.id, kind: 'export.made' as const, contentType: 'export' as const, actorUserId: null, payload: { files: 1 } };
    const inRequestScope = (work: (tx: Transaction) => Promise<unknown>) =>
      runInOrganizationScope({ organizationId: f.riverside.id }, () => t.db.transaction(work));
    await inRequestScope((tx) => recordArchive(tx, exportRecord));
    const before = await recordsOf(f.riverside.id);
    const last = before.at(-1)!;

    const attempts: Record<string, (tx: Transaction) => Promise<unknown>> = {
      'change the pending record': (tx) => tx.update(archivePending).set({ payload: '{"files":0}' }),
      'take the pending record back': (tx) => tx.delete(archivePending),
      'write a record itself': (tx) =>
        tx.insert(archiveRecords).values({ ...last, id: undefined, seq: last.seq + 1, previousHash: last.hash, payload: '{"files":0}' }),
      'move the chain head': (tx) => tx.update(archiveChains).set({ headSeq: 0 }),
      'change the kept total of posts': (tx) => tx.update(organizationPostCounts).set({ total: 0 }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      await expect(
        inRequestScope(async (tx) => {
          await recordArchive(tx, exportRecord);
          await attempt(tx);
        }),
        what,
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    }
    expect(await recordsOf(f.riverside.id)).toEqual(before);
    expect(await checkArchive(t.db, f.riverside.id)).toMatchObject({ breaks: [] });
  });
});

describe('a post made before the archive', () => {
  it('saved while it is being backfilled has the save’s record alone', async () => {
    const canal = await createClientOrganization(t.db, 'Canal Trust');
    const member = await t.signIn(canal.member.email, FIXTURE_PASSWORD);
    const created = await createPostAs(t, member, { publish_status: 1, post_content: '<p>Locks reopen in June.</p>' });
    expect(created.statusCode, created.body).toBe(200);
    const { post_id: postId } = savedPostOf(created);
    // As it was before the archive: no records, no chain.
    await behindTheProductsBack(t.db, async (tx) => {
      await tx.delete(archiveRecords).where(eq(archiveRecords.organizationId, canal.id));
      await tx.delete(archiveChains).where(eq(archiveChains.organizationId, canal.id));
    });

    // A save, as the product makes one: the post locked, changed, its record written; held open here.
    let commitTheSave!: () => void;
    const saveMayCommit = new Promise<void>((resolve) => (commitTheSave = resolve));
    let saveRecorded!: () => void;
    const recorded = new Promise<void>((resolve) => (saveRecorded = resolve));
    const save = t.db.transaction(async (tx) => {
      await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
      await tx.update(posts).set({ contentText: 'Locks reopen in July.' }).where(eq(posts.id, postId));
      await recordArchive(tx, { organizationId: canal.id, postId, kind: 'post.saved', contentType: 'post', actorUserId: canal.member.id, payload: { content_text: 'Locks reopen in July.' } });
      saveRecorded();
      await saveMayCommit;
    });
    await recorded;

    const backfill = backfillPostVersion(t.db, postId, async () => undefined);
    let backfillEnded = false;
    void backfill.finally(() => (backfillEnded = true));
    // The save commits once the backfill waits for it, or once the backfill has ended without waiting.
    while (!backfillEnded && (await backendsWaitingForLocks(t.db)) === 0) await waitFor(10);
    commitTheSave();
    await save;

    expect(await backfill).toBe(false);
    const records = await recordsOf(canal.id, postId);
    expect(records.map((record) => JSON.parse(record.payload) as unknown)).toEqual([{ content_text: 'Locks reopen in July.' }]);
    expect(await checkArchive(t.db, canal.id)).toMatchObject({ breaks: [] });
  });
});

