import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { API_PATHS } from '@roi/contract/api-paths';
import { recordsEndpoints } from '@roi/contract/endpoints/archive';
import { MESSAGES } from '@roi/contract/messages';
import { archiveChains, archiveImages, archiveImageUses, archivePending, archiveRecords, archiveRetention, posts } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { archiveRecordsOf, behindTheProductsBack } from '../../test/archive-fixtures.js';
import { createClientOrganization, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { connectNetwork, createPostAs, generationRequest, savedPostOf } from '../../test/post-fixtures.js';
import { chainHash } from './archive-chain.js';
import { describeArchiveCheck } from './archive-check-report.js';
import { ArchiveRetention } from './archive-retention.js';
import { checkArchive, findHeadSeq, findPeopleNames, findRecordsOfPosts, insertHold, recordArchive } from './archive.repository.js';
import { streamRecordsZip } from './records-export.js';

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

const recordsOf = (organizationId: number, postId?: number) => archiveRecordsOf(t.db, organizationId, postId);

async function saveDraft(text: string) {
  const response = await createPostAs(t, f.riversideMember, { publish_status: 1, post_content: `<p>${text}</p>` });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response);
}

describe('the public-records archive', () => {
  it('keeps every saved version, the assistant’s answers, comments and the deletion of a post, chained', async () => {
    const post = await saveDraft('First words about the site tour.');
    const edited = await createPostAs(t, f.riversideMember, {
      post_id: post.post_id,
      publish_status: 1,
      post_content: '<p>Second words about the site tour.</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const generated = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postGenerate, payload: generationRequest(f.riversideMember, post.post_id) });
    expect(generated.statusCode, generated.body).toBe(200);
    const commented = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postCommentAdd, payload: { post_id: post.post_id, body: 'Add the date, please.' } });
    expect(commented.statusCode, commented.body).toBe(200);
    const deleted = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postDelete, payload: { post_id: post.post_id } });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const records = await recordsOf(f.riverside.id, post.post_id);
    expect(records.map((record) => record.kind)).toEqual(['post.saved', 'post.saved', 'assistant.generation', 'comment.added', 'post.deleted']);
    expect(JSON.parse(records[0]!.payload)).toMatchObject({ content_text: 'First words about the site tour.', campaign: 'Spring Site Tour' });
    expect(JSON.parse(records[1]!.payload)).toMatchObject({ content_text: 'Second words about the site tour.' });
    expect(JSON.parse(records[3]!.payload)).toMatchObject({ body: 'Add the date, please.' });
    expect(records[3]!.actorUserId).toBe(f.riverside.admin.id);
    const all = await recordsOf(f.riverside.id);
    for (const [index, record] of all.entries()) {
      if (index > 0) expect(record.previousHash).toBe(all[index - 1]!.hash);
    }
    expect(await checkArchive(t.db)).toMatchObject({ breaks: [] });
  });

  it('keeps a publication with its LinkedIn id, and an embargo set, as records of the post', async () => {
    await connectNetwork(t, f.riversideAdmin);
    const draft = await createPostAs(t, f.riversideAdmin, { publish_status: 1, post_content: '<p>Going out to LinkedIn.</p>' });
    const postId = savedPostOf(draft).post_id;
    const embargoed = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.approvalEmbargo,
      payload: { post_id: postId, not_before: null },
    });
    expect(embargoed.statusCode, embargoed.body).toBe(200);
    const posted = await createPostAs(t, f.riversideAdmin, { post_id: postId, publish_status: 2, post_to: [{ platform_name: 'linkedin' }] });
    expect(posted.statusCode, posted.body).toBe(200);
    // One job per account the organisation chose.
    const targets = await t.app.publisher.runDue();
    expect(targets).toBeGreaterThan(0);

    const records = await recordsOf(f.riverside.id, postId);
    expect(records.map((record) => record.kind)).toEqual([
      'post.saved',
      'schedule.changed',
      'post.saved',
      ...Array<string>(targets).fill('publication.published'),
    ]);
    expect(JSON.parse(records[2]!.payload)).toMatchObject({ publish_status: 2, publication: { state: 'queued' } });
    const published = JSON.parse(records[3]!.payload) as { external_id: string | null; url: string | null };
    expect(published.external_id).toBeTruthy();
    expect(records[3]!.actorUserId).toBeNull();
    expect(await checkArchive(t.db)).toMatchObject({ breaks: [] });
  });

  it('refuses to change or delete a record, in the database itself', async () => {
    const [record] = await recordsOf(f.riverside.id);
    await expect(t.db.update(archiveRecords).set({ payload: '{}' }).where(eq(archiveRecords.id, record!.id))).rejects.toThrow();
    await expect(t.db.delete(archiveRecords).where(eq(archiveRecords.id, record!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate archive_records`)).rejects.toThrow();
    expect((await recordsOf(f.riverside.id))[0]).toEqual(record);
  });

  it('writers of one organisation at once never fork its chain', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        t.db.transaction((tx) =>
          recordArchive(tx, { organizationId: f.lakeside.id, kind: 'export.made', contentType: 'export', actorUserId: null, payload: { index } }),
        ),
      ),
    );
    const records = await recordsOf(f.lakeside.id);
    expect(records.map((record) => record.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(records.map((record) => record.previousHash)).size).toBe(8);
    expect(await checkArchive(t.db, f.lakeside.id)).toMatchObject({ breaks: [] });
  });

  it('joins the chain as its transaction commits, in the order written; a rolled-back change leaves no record', async () => {
    const before = await recordsOf(f.lakeside.id);
    const exportRecord = (index: number) => ({ organizationId: f.lakeside.id, kind: 'export.made' as const, contentType: 'export' as const, actorUserId: null, payload: { index } });
    await expect(
      t.db.transaction(async (tx) => {
        await recordArchive(tx, exportRecord(-1));
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect(await recordsOf(f.lakeside.id)).toEqual(before);

    await t.db.transaction(async (tx) => {
      for (const index of [1, 2, 3]) await recordArchive(tx, exportRecord(index));
      // Not yet in the chain: it takes its place at the commit.
      expect((await tx.select({ seq: archiveChains.headSeq }).from(archiveChains).where(eq(archiveChains.organizationId, f.lakeside.id)))[0]!.seq).toBe(before.at(-1)!.seq);
    });
    const added = (await recordsOf(f.lakeside.id)).slice(before.length);
    expect(added.map((record) => [record.seq, (JSON.parse(record.payload) as { index: number }).index])).toEqual([1, 2, 3].map((index) => [before.at(-1)!.seq + index, index]));
    expect(await t.db.select().from(archivePending)).toEqual([]);
    expect(await checkArchive(t.db, f.lakeside.id)).toMatchObject({ breaks: [] });
  });

  it('takes the hash in the database exactly as the check takes it again, whatever the text holds', async () => {
    const payload = { text: 'Café “Süd” — 東京 🚀 \\ "quoted" \n line', count: 12, nested: { z: null, a: [1, 'two'] } };
    await t.db.transaction((tx) => recordArchive(tx, { organizationId: f.lakeside.id, kind: 'export.made', contentType: 'export', actorUserId: null, payload }));
    const written = (await recordsOf(f.lakeside.id)).at(-1)!;
    expect(JSON.parse(written.payload)).toEqual(payload);
    expect(written.hash).toBe(chainHash(written.previousHash, written));
    expect(await checkArchive(t.db, f.lakeside.id)).toMatchObject({ breaks: [] });
  });

  it('the check reports a record changed behind the product’s back, and the first one only', async () => {
    const before = await recordsOf(f.lakeside.id);
    const altered = before[2]!;
    await behindTheProductsBack(t.db, (tx) =>
      tx.update(archiveRecords).set({ payload: '{"index":99}' }).where(eq(archiveRecords.id, altered.id)),
    );
    const result = await checkArchive(t.db);
    expect(result.breaks).toEqual([{ organizationId: f.lakeside.id, seq: altered.seq, reason: 'altered' }]);
    expect(describeArchiveCheck(result)).toContain(`Organisation ${f.lakeside.id}: record ${altered.seq} is broken`);

    await behindTheProductsBack(t.db, (tx) => tx.update(archiveRecords).set({ payload: altered.payload }).where(eq(archiveRecords.id, altered.id)));
    await behindTheProductsBack(t.db, (tx) => tx.delete(archiveRecords).where(eq(archiveRecords.id, before[4]!.id)));
    expect((await checkArchive(t.db)).breaks).toEqual([{ organizationId: f.lakeside.id, seq: before[4]!.seq, reason: 'missing' }]);
    await behindTheProductsBack(t.db, (tx) => tx.insert(archiveRecords).values(before[4]!));
    expect((await checkArchive(t.db)).breaks).toEqual([]);
  });
});

const pngDataUrl = async (background: string) =>
  `data:image/png;base64,${(await sharp({ create: { width: 16, height: 16, channels: 3, background } }).png().toBuffer()).toString('base64')}`;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 each post.saved record of the post names its images by. */
async function imageHashesOf(organizationId: number, postId: number): Promise<string[]> {
  return (await recordsOf(organizationId, postId))
    .filter((record) => record.kind === 'post.saved')
    .flatMap((record) => (JSON.parse(record.payload) as { images: { sha256: string }[] }).images.map((image) => image.sha256));
}

async function archivedImageHashes(organizationId: number): Promise<string[]> {
  const rows = await t.db.select({ sha256: archiveImages.sha256 }).from(archiveImages).where(eq(archiveImages.organizationId, organizationId));
  return rows.map((row) => row.sha256).sort();
}

describe('images in the archive', () => {
  it('keeps a post’s images once, by their hash, after the post and its files are deleted, and exports them', async () => {
    const lakeside = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    const created = await createPostAs(t, lakeside, {
      publish_status: 1,
      post_content: '<p>Lighthouse ribbon cutting.</p>',
      post_assests: [{ base64: await pngDataUrl('#aa3311'), file_type: 'IMAGE', alt_text: 'The ribbon being cut' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { post_id: postId, post_assests: images } = savedPostOf(created);
    const served = await t.app.inject({ method: 'GET', url: images[0]!.url });
    const imageHash = sha256Of(served.rawPayload);
    // Saved again with the same image and another: the first is kept once.
    const again = await createPostAs(t, lakeside, {
      post_id: postId,
      publish_status: 1,
      post_content: '<p>Lighthouse ribbon cutting, with the mayor.</p>',
      post_assests: [{ url: images[0]!.url, file_type: 'IMAGE', alt_text: 'The ribbon being cut' }, { base64: await pngDataUrl('#1133aa'), file_type: 'IMAGE' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const hashes = await imageHashesOf(f.lakeside.id, postId);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(imageHash);
    expect(hashes[1]).toBe(imageHash);
    expect(await archivedImageHashes(f.lakeside.id)).toEqual(expect.arrayContaining([...new Set(hashes)]));

    const deleted = await t.as(lakeside, { method: 'POST', url: API_PATHS.postDelete, payload: { post_id: postId } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: images[0]!.url })).statusCode).toBe(404);

    const exported = await t.as(lakeside, { method: 'POST', url: API_PATHS.recordsExport, payload: { organization_id: f.lakeside.id, text: 'lighthouse' } });
    expect(exported.statusCode, exported.body).toBe(200);
    const files = await unzip(exported.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as { files: { path: string; sha256: string; bytes: number }[] };
    const imageFiles = manifest.files.filter((file) => file.path.startsWith(`posts/${postId}/images/`));
    expect(imageFiles.map((file) => file.path).sort()).toEqual([...new Set(hashes)].map((hash) => `posts/${postId}/images/${hash}.png`).sort());
    for (const file of imageFiles) {
      expect(sha256Of(files.get(file.path)!)).toBe(file.sha256);
      expect(file.path).toContain(file.sha256);
    }
    expect(files.get(`posts/${postId}/images/${imageHash}.png`)!.equals(served.rawPayload)).toBe(true);
    const page = files.get(`posts/${postId}/index.html`)!.toString();
    expect(page).toContain(`<img src="images/${imageHash}.png" alt="The ribbon being cut"`);
    expect(page).not.toContain('no longer stored');
  });
});

describe('posts made before the archive', () => {
  it('are recorded once as they stand, marked backfilled, however many processes backfill at once', async () => {
    const harbour = await createClientOrganization(t.db, 'Harbour Board');
    const member = await t.signIn(harbour.member.email, FIXTURE_PASSWORD);
    const created = await createPostAs(t, member, {
      publish_status: 1,
      post_content: '<p>Dredging starts in March.</p>',
      post_assests: [{ base64: await pngDataUrl('#3366cc'), file_type: 'IMAGE', alt_text: 'The dredger' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { post_id: postId, post_assests: images } = savedPostOf(created);
    // As it was before the archive: no records, no chain.
    await behindTheProductsBack(t.db, async (tx) => {
      await tx.delete(archiveRecords).where(eq(archiveRecords.organizationId, harbour.id));
      await tx.delete(archiveImageUses).where(eq(archiveImageUses.organizationId, harbour.id));
      await tx.delete(archiveImages).where(eq(archiveImages.organizationId, harbour.id));
      await tx.delete(archiveChains).where(eq(archiveChains.organizationId, harbour.id));
    });
    const readImage = async (url: string) => {
      const served = await t.app.inject({ method: 'GET', url });
      return served.statusCode === 200 ? { bytes: served.rawPayload, contentType: String(served.headers['content-type']) } : undefined;
    };
    const processes = [1, 2].map(() => new ArchiveRetention({ db: t.db, config: t.config, log: t.app.log, readImage }));
    const written = await Promise.all(processes.map((process) => process.backfill()));
    expect(written.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);

    const records = await recordsOf(harbour.id, postId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'post.saved', actorUserId: null, seq: 1 });
    const payload = JSON.parse(records[0]!.payload) as { backfilled: boolean; content_text: string; images: { url: string; sha256: string; alt_text: string }[] };
    expect(payload).toMatchObject({ backfilled: true, content_text: 'Dredging starts in March.' });
    expect(payload.images).toMatchObject([{ url: images[0]!.url, alt_text: 'The dredger' }]);
    expect(await archivedImageHashes(harbour.id)).toEqual([payload.images[0]!.sha256]);
    expect(await checkArchive(t.db, harbour.id)).toMatchObject({ breaks: [] });

    // Again: nothing more to write.
    expect(await processes[0]!.backfill()).toBe(0);
    expect(await recordsOf(harbour.id, postId)).toHaveLength(1);

    // Once a backfill has gone through every post, a start does not look again: a post saved since has
    // its records from its own save, so one without (made here behind the product's back) stays so.
    const [first] = await t.db.select().from(posts).where(eq(posts.id, postId));
    const [later] = await t.db
      .insert(posts)
      .values({ ...first!, id: undefined, contentHtml: '<p>Tenders open in May.</p>', contentText: 'Tenders open in May.' })
      .returning({ id: posts.id });
    const restarted = new ArchiveRetention({ db: t.db, config: t.config, log: t.app.log, readImage });
    restarted.start();
    await restarted.stop();
    expect(await recordsOf(harbour.id, later!.id)).toHaveLength(0);
  });
});

describe('retention and legal holds', () => {
  it('removes only records past their retention and not held, and the chain still checks', async () => {
    const withImage = async (text: string, background: string) => {
      const response = await createPostAs(t, f.riversideMember, {
        publish_status: 1,
        post_content: `<p>${text}</p>`,
        post_assests: [{ base64: await pngDataUrl(background), file_type: 'IMAGE' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return savedPostOf(response);
    };
    const held = await withImage('A post under a legal hold.', '#22aa22');
    const free = await withImage('A post with nothing to keep it.', '#aaaa22');
    const [heldImage] = await imageHashesOf(f.riverside.id, held.post_id);
    const [freeImage] = await imageHashesOf(f.riverside.id, free.post_id);
    expect(await archivedImageHashes(f.riverside.id)).toEqual(expect.arrayContaining([heldImage, freeImage]));
    await insertHold(t.db, { organizationId: f.riverside.id, postId: held.post_id, reason: 'Records request 2026-14', placedBy: f.riverside.admin.id });
    await t.db.insert(archiveRetention).values({ organizationId: f.riverside.id, contentType: 'post', years: 1 });
    const kept = await recordsOf(f.riverside.id);

    // Two years on: the posts' records are past their one year; the assistant's and comments' five are not.
    const inTwoYears = new Date(Date.now() + 2 * 366 * 24 * 3600 * 1000);
    const retention = new ArchiveRetention({ db: t.db, config: t.config, log: t.app.log, readImage: async () => undefined, now: () => inTwoYears });
    expect(await retention.runDue()).toBeGreaterThan(0);

    const after = await recordsOf(f.riverside.id);
    expect(after.filter((record) => record.postId === free.post_id)).toEqual([]);
    expect(after.filter((record) => record.postId === held.post_id).map((record) => record.kind)).toEqual(['post.saved', 'hold.placed']);
    // The held record's image stays; the removed one's goes, as no record left names it.
    expect(await archivedImageHashes(f.riverside.id)).toContain(heldImage);
    expect(await archivedImageHashes(f.riverside.id)).not.toContain(freeImage);
    expect(after.some((record) => record.kind === 'assistant.generation')).toBe(true);
    const pruned = after.find((record) => record.kind === 'retention.pruned')!;
    expect((JSON.parse(pruned.payload) as { removed: unknown[] }).removed.length).toBe(kept.length + 1 - after.length);
    expect(await checkArchive(t.db)).toMatchObject({ breaks: [] });

    // Ran today: not again until tomorrow.
    expect(await retention.runDue()).toBe(0);
  });
});

/** The entries of a ZIP, read back with an independent reader. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

describe('records requests', () => {
  const request = (fields: Record<string, unknown>) => ({ organization_id: f.riverside.id, ...fields });

  it('finds the posts whose records match, each with its whole history, and none of another organisation', async () => {
    const lakesidePost = await createPostAs(t, await t.signIn(f.lakeside.member.email, FIXTURE_PASSWORD), {
      publish_status: 1,
      post_content: '<p>Quarrystone news from the lake.</p>',
    });
    expect(lakesidePost.statusCode, lakesidePost.body).toBe(200);
    const post = await saveDraft('Quarrystone news from the river.');

    const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsSearch, payload: request({ text: 'quarrystone' }) });
    const found = answerOf(recordsEndpoints.recordsSearch, response);
    expect(found.records.map((record) => record.post_id)).toEqual([post.post_id]);
    expect(found.records[0]).toMatchObject({ campaign: 'Spring Site Tour', excerpt: 'Quarrystone news from the river.', deleted: false });
    expect(response.body).not.toContain('lake');

    const byAuthor = answerOf(
      recordsEndpoints.recordsSearch,
      await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsSearch, payload: request({ text: 'quarrystone', author: 'nobody-of-that-name' }) }),
    );
    expect(byAuthor.records).toEqual([]);

    const phrase = answerOf(
      recordsEndpoints.recordsSearch,
      await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsSearch, payload: request({ text: '"news from the river" -lake' }) }),
    );
    expect(phrase.records.map((record) => record.post_id)).toEqual([post.post_id]);

    const outsider = await t.as(await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD), {
      method: 'POST',
      url: API_PATHS.recordsSearch,
      payload: request({ text: 'quarrystone' }),
    });
    expect(outsider.statusCode).toBe(404);
    const member = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.recordsSearch, payload: request({}) });
    expect(member.statusCode).toBe(403);
  });

  it('asks the word index for the words, in the very statement roi_archive_records_with_words runs', async () => {
    let plan = '';
    await t.db
      .transaction(async (tx) => {
        // The function's own statement (drizzle/0033), its arguments given as parameters: EXPLAIN does not
        // look inside a function it calls.
        const [source] = (
          (await tx.execute(sql`select prosrc from pg_proc where proname = 'roi_archive_records_with_words'`)) as { rows: { prosrc: string }[] }
        ).rows;
        const statement = source!.prosrc.replace(/\borganization\b/g, '$1').replace(/\bwords\b/g, '$2');
        // Enough records of the organisation (taken back below) that its own index is no answer to words.
        await tx.execute(sql`
          insert into archive_records (organization_id, seq, kind, content_type, recorded_at, payload, previous_hash, hash)
          select ${f.riverside.id}, 1000000 + g, 'test.words', 'application/json', now(), json_build_object('text', 'Record ' || g)::text, '', ''
          from generate_series(1, 2000) g`);
        await tx.execute(sql`analyze archive_records`);
        await tx.execute(sql.raw(`prepare words_search(integer, text) as ${statement}`));
        // EXPLAIN takes no parameters of its own: the arguments are written in.
        const explained = (await tx.execute(sql.raw(`explain execute words_search(${f.riverside.id}, 'quarrystone news')`))) as {
          rows: { 'QUERY PLAN': string }[];
        };
        await tx.execute(sql`deallocate words_search`);
        plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on archive_records_words_idx/);
  });

  it('exports one ZIP whose manifest names every file with its SHA-256, and keeps the export on record', async () => {
    const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsExport, payload: request({ text: 'quarrystone' }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="public-records-\d+-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['x-post-count']).toBe('1');
    const bytes = response.rawPayload;
    const files = await unzip(bytes);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as { files: { path: string; sha256: string; bytes: number }[] };
    expect([...files.keys()].filter((path) => path !== 'manifest.json').sort()).toEqual(manifest.files.map((file) => file.path).sort());
    for (const file of manifest.files) {
      expect(createHash('sha256').update(files.get(file.path)!).digest('hex'), file.path).toBe(file.sha256);
    }
    const postId = /^posts\/(\d+)\/index\.html$/.exec([...files.keys()].find((path) => path.endsWith('index.html'))!)![1];
    const page = files.get(`posts/${postId}/index.html`)!.toString();
    expect(page).toContain('Quarrystone news from the river.');
    for (const [path, content] of files) expect(content.toString(), path).not.toMatch(/lake/i);
    expect(files.get(`posts/${postId}/index.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    const history = JSON.parse(files.get(`posts/${postId}/records.json`)!.toString()) as { kind: string; hash: string }[];
    expect(history.map((record) => record.kind)).toEqual(['post.saved']);

    const exported = (await recordsOf(f.riverside.id)).at(-1)!;
    expect(exported).toMatchObject({ kind: 'export.made', contentType: 'export', actorUserId: f.riverside.admin.id });
    expect(JSON.parse(exported.payload)).toMatchObject({ sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(await checkArchive(t.db)).toMatchObject({ breaks: [] });
  });

  it('exports every post a request matches, more than the screen lists, a page at a time', async () => {
    const hillside = await createClientOrganization(t.db, 'Hillside Council');
    const postCount = 205;
    for (let postId = 1; postId <= postCount; postId += 1) {
      await t.db.transaction((tx) =>
        recordArchive(tx, {
          organizationId: hillside.id,
          postId,
          kind: 'post.saved',
          contentType: 'post',
          actorUserId: hillside.member.id,
          payload: { campaign: 'Budget consultation', content_text: `Budget consultation, notice ${postId}.`, images: [] },
        }),
      );
    }
    const admin = await t.signIn(hillside.admin.email, FIXTURE_PASSWORD);
    const payload = { organization_id: hillside.id, text: 'budget consultation' };

    const found = answerOf(recordsEndpoints.recordsSearch, await t.as(admin, { method: 'POST', url: API_PATHS.recordsSearch, payload }));
    expect(found).toMatchObject({ post_count: postCount, truncated: true });
    expect(found.records).toHaveLength(200);

    const response = await t.as(admin, { method: 'POST', url: API_PATHS.recordsExport, payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-post-count']).toBe(String(postCount));
    const files = await unzip(response.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as { files: { path: string; sha256: string }[] };
    for (let postId = 1; postId <= postCount; postId += 1) {
      expect(JSON.parse(files.get(`posts/${postId}/records.json`)!.toString())).toMatchObject([{ payload: { content_text: `Budget consultation, notice ${postId}.` } }]);
    }
    for (const file of manifest.files) expect(createHash('sha256').update(files.get(file.path)!).digest('hex'), file.path).toBe(file.sha256);
    const exported = (await recordsOf(hillside.id)).at(-1)!;
    expect(exported.kind).toBe('export.made');
    expect((JSON.parse(exported.payload) as { post_ids: number[] }).post_ids).toHaveLength(postCount);

    // The export reads the next page of posts only once the ZIP has taken the one before: however
    // slowly it is read, it is never more than two pages (of 20 posts) ahead of what the reader has.
    const upToSeq = await findHeadSeq(t.db, hillside.id);
    const pagesRead: number[] = [];
    const zip = streamRecordsZip({
      request: payload,
      postIds: Array.from({ length: 100 }, (_, index) => index + 1),
      recordsOf: (ids) => {
        pagesRead.push(ids[0]!);
        return findRecordsOfPosts(t.db, hillside.id, ids, upToSeq);
      },
      otherRecords: async () => [],
      peopleOf: (ids) => findPeopleNames(t.db, ids),
      madeAt: new Date(),
      archivedImages: async () => new Map(),
      readImage: async () => undefined,
    });
    let received = '';
    let furthestAhead = 0;
    for await (const chunk of zip.stream) {
      received += (chunk as Buffer).toString('latin1');
      const postsReceived = pagesRead.filter((firstPostId) => received.includes(`posts/${firstPostId}/`)).length;
      furthestAhead = Math.max(furthestAhead, pagesRead.length - postsReceived);
    }
    expect(pagesRead).toHaveLength(5);
    expect(furthestAhead).toBeLessThanOrEqual(2);
  }, 180_000);

  it('refuses an export with nothing in it, with a message to act on', async () => {
    const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsExport, payload: request({ text: 'no-such-words-anywhere' }) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(MESSAGES.recordsNothingToExport);
  });

  it('an admin places and lifts a legal hold, both on record; a member may not', async () => {
    const placed = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsHoldPlace, payload: request({ reason: 'Request 2026-31' }) });
    const hold = answerOf(recordsEndpoints.recordsHoldPlace, placed).data.holds.find((row) => row.reason === 'Request 2026-31')!;
    expect(hold).toMatchObject({ post_id: null, placed_by_name: expect.any(String) as string });
    const refused = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.recordsHoldLift, payload: request({ hold_id: hold.id }) });
    expect(refused.statusCode).toBe(403);
    const lifted = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsHoldLift, payload: request({ hold_id: hold.id }) });
    expect(answerOf(recordsEndpoints.recordsHoldLift, lifted).data.holds.some((row) => row.id === hold.id)).toBe(false);
    const again = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.recordsHoldLift, payload: request({ hold_id: hold.id }) });
    expect(errorOf(again).message).toBe(MESSAGES.holdNotFound);
    const kinds = (await recordsOf(f.riverside.id)).slice(-2).map((record) => [record.kind, record.actorUserId]);
    expect(kinds).toEqual([
      ['hold.placed', f.riverside.admin.id],
      ['hold.lifted', f.riverside.admin.id],
    ]);
  });
});
