import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf, errorOf } from '../../test/answers.js';
import { createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
let riversideManager: SessionData;

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

const picture = async (background: string) =>
  `data:image/png;base64,${(await sharp({ create: { width: 24, height: 16, channels: 3, background } }).png().toBuffer()).toString('base64')}`;

const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

function upload(session: SessionData, payload: Record<string, unknown>) {
  return t.as(session, { method: 'POST', url: API_PATHS.libraryUpload, payload: { organization_id: session.org_id, ...payload } });
}

async function uploaded(session: SessionData, payload: Record<string, unknown>) {
  const response = await upload(session, payload);
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(contentHubEndpoints.libraryUpload, response).data;
}

async function library(session: SessionData, query: Record<string, string> = {}) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.libraryList, query });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(contentHubEndpoints.libraryList, response);
}

function savePiece(session: SessionData, payload: Record<string, unknown>) {
  return t.as(session, { method: 'POST', url: API_PATHS.contentPieceSave, payload: { organization_id: session.org_id, ...payload } });
}

describe('the media library', () => {
  it('keeps an uploaded image with its alt text and tags, and filters by tag', async () => {
    const image = await uploaded(f.riversideMember, {
      base64: await picture('#19acf2'),
      alt_text: '  The new riverside business park at dawn ',
      tags: ['Sites', 'sites', 'aerial'],
    });
    expect(image).toMatchObject({ alt_text: 'The new riverside business park at dawn', tags: ['sites', 'aerial'], content_type: 'image/png', used_in: [] });
    expect(await served(image.url)).toBe(200);
    await uploaded(f.riversideMember, { base64: await picture('#fccf00'), tags: ['people'] });

    const all = await library(f.riversideMember);
    expect(all.records.map((record) => record.id)).toContain(image.id);
    expect(all.tags).toEqual(expect.arrayContaining(['aerial', 'people', 'sites']));
    const sites = await library(f.riversideMember, { tag: 'Sites' });
    expect(sites.records.map((record) => record.id)).toEqual([image.id]);

    const changed = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.libraryUpdate,
      payload: { id: image.id, alt_text: 'The business park from the river', tags: ['sites'] },
    });
    expect(answerOf(contentHubEndpoints.libraryUpdate, changed).data).toMatchObject({ alt_text: 'The business park from the river', tags: ['sites'] });
  });

  it('checks an upload by its content, as a post image is checked, and keeps nothing it refuses', async () => {
    const before = (await library(f.riversideMember)).records.length;
    const notAnImage = await upload(f.riversideMember, { base64: Buffer.from('not an image at all').toString('base64') });
    expect(notAnImage.statusCode).toBe(415);
    expect(errorOf(notAnImage).message).toBe(MESSAGES.postImageType);
    const tooLong = await upload(f.riversideMember, { base64: await picture('#000000'), alt_text: 'x'.repeat(1_001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await library(f.riversideMember)).records.length).toBe(before);
  });

  it("attaches a library image to a post without uploading it again, and lists the post as using it", async () => {
    const image = await uploaded(f.riversideMember, { base64: await picture('#00c0d7'), alt_text: 'Harbour cranes', tags: ['port'] });
    const saved = await createPostAs(t, f.riversideMember, {
      publish_status: 1,
      post_content: '<p>Our port is open for business</p>',
      post_assests: [{ library_image_id: image.id, file_type: 'IMAGE', alt_text: image.alt_text }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const post = savedPostOf(saved);
    expect(post.post_assests).toEqual([{ url: image.url, file_type: 'IMAGE', alt_text: 'Harbour cranes' }]);

    const [listed] = (await library(f.riversideMember, { tag: 'port' })).records;
    expect(listed!.used_in).toEqual([{ post_id: post.post_id, excerpt: 'Our port is open for business', is_posted: false }]);

    // Taking it out of the post keeps the library's file.
    await createPostAs(t, f.riversideMember, { publish_status: 1, post_id: post.post_id, post_assests: [] });
    expect(await served(image.url)).toBe(200);
    expect((await library(f.riversideMember, { tag: 'port' })).records[0]!.used_in).toEqual([]);
  });

  it('keeps alt text required before a post with a library image is published', async () => {
    const image = await uploaded(f.riversideMember, { base64: await picture('#123456'), tags: ['undescribed'] });
    const refused = await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Ready to go</p>',
      post_to: [{ platform_name: 'linkedin' }],
      post_assests: [{ library_image_id: image.id, file_type: 'IMAGE', alt_text: '' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(MESSAGES.imageAltTextMissing);
  });

  it("never attaches another organisation's library image to a post", async () => {
    const lakesides = await uploaded(lakesideAdmin, { base64: await picture('#abcdef'), alt_text: 'Lakeside pier' });
    const attempt = await createPostAs(t, f.riversideAdmin, {
      publish_status: 1,
      post_assests: [{ library_image_id: lakesides.id, file_type: 'IMAGE', alt_text: 'Lakeside pier' }],
    });
    expect(attempt.statusCode).toBe(404);
    expect(errorOf(attempt).message).toBe(MESSAGES.libraryImageNotFound);
    // Nor through the agency, writing for Riverside.
    const byAgency = await createPostAs(t, f.agencyAdmin, {
      organization_id: f.riverside.id,
      publish_status: 1,
      post_assests: [{ library_image_id: lakesides.id, file_type: 'IMAGE', alt_text: 'Lakeside pier' }],
    });
    expect(byAgency.statusCode).toBe(404);
    // Lakeside's library is not Riverside's to read, change or delete.
    expect((await library(f.riversideAdmin)).records.map((record) => record.id)).not.toContain(lakesides.id);
    const foreignList = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.libraryList, query: { organizationId: String(f.lakeside.id) } });
    expect(foreignList.statusCode).toBe(404);
    const foreignDelete = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.libraryDelete, payload: { id: lakesides.id } });
    expect(foreignDelete.statusCode).toBe(404);
    expect(errorOf(foreignDelete).message).toBe(MESSAGES.libraryImageNotFound);
    // The agency sees a client's library when it names the organisation.
    expect((await library(f.agencyAdmin, { organizationId: String(f.lakeside.id) })).records.map((record) => record.id)).toContain(lakesides.id);
  });

  it('refuses to delete an image a draft uses, and deletes it once none does', async () => {
    const image = await uploaded(f.riversideMember, { base64: await picture('#445566'), alt_text: 'Training centre' });
    const draft = savedPostOf(
      await createPostAs(t, f.riversideMember, {
        publish_status: 1,
        post_assests: [{ library_image_id: image.id, file_type: 'IMAGE', alt_text: 'Training centre' }],
      }),
    );
    const member = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.libraryDelete, payload: { id: image.id } });
    expect(member.statusCode).toBe(403);
    const refused = await t.as(riversideManager, { method: 'POST', url: API_PATHS.libraryDelete, payload: { id: image.id } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(MESSAGES.libraryImageInUse);

    await createPostAs(t, f.riversideMember, { publish_status: 1, post_id: draft.post_id, post_assests: [] });
    const deleted = await t.as(riversideManager, { method: 'POST', url: API_PATHS.libraryDelete, payload: { id: image.id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await library(f.riversideMember)).records.map((record) => record.id)).not.toContain(image.id);
    expect(await served(image.url)).toBe(404);
  });
});

describe('templates, hashtag groups and snippets', () => {
  it('saves each kind, checking what its text may hold', async () => {
    const template = await savePiece(f.riversideMember, {
      kind: 'template',
      name: 'Site tour invitation',
      body: 'Join {organisation} for {campaign}: {goal} in {region}.',
    });
    expect(template.statusCode, template.body).toBe(200);
    const unknownField = await savePiece(f.riversideMember, { kind: 'template', name: 'Broken', body: 'Hello {city}' });
    expect(unknownField.statusCode).toBe(400);
    expect(errorOf(unknownField).message).toContain(MESSAGES.templateFieldUnknown);

    expect((await savePiece(f.riversideMember, { kind: 'hashtags', name: 'Growth', body: '#EconDev #Invest_In_Riverside' })).statusCode).toBe(200);
    const notHashtags = await savePiece(f.riversideMember, { kind: 'hashtags', name: 'Bad', body: '#EconDev invest' });
    expect(notHashtags.statusCode).toBe(400);
    expect(errorOf(notHashtags).message).toContain(MESSAGES.hashtagGroupInvalid);

    expect((await savePiece(f.riversideMember, { kind: 'snippet', name: 'Sign-off', body: 'Talk to our team today.' })).statusCode).toBe(200);
    const taken = await savePiece(f.riversideMember, { kind: 'snippet', name: 'Sign-off', body: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(MESSAGES.contentPieceNameTaken);

    const list = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.contentPieceList, query: { kind: 'hashtags' } });
    expect(answerOf(contentHubEndpoints.contentPieceList, list).records.map((piece) => piece.name)).toEqual(['Growth']);
  });

  it("changes and deletes only its own organisation's pieces", async () => {
    const saved = answerOf(
      contentHubEndpoints.contentPieceSave,
      await savePiece(lakesideAdmin, { kind: 'snippet', name: 'Lakeside sign-off', body: 'See you at the lake.' }),
    ).data;
    const change = await savePiece(f.riversideAdmin, { id: saved.id, organization_id: f.riverside.id, kind: 'snippet', name: 'Mine', body: 'Taken' });
    expect(change.statusCode).toBe(404);
    const remove = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.contentPieceDelete, payload: { id: saved.id } });
    expect(remove.statusCode).toBe(404);
    const riversideList = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.contentPieceList });
    expect(answerOf(contentHubEndpoints.contentPieceList, riversideList).records.map((piece) => piece.id)).not.toContain(saved.id);

    const renamed = await savePiece(lakesideAdmin, { id: saved.id, kind: 'snippet', name: 'Lakeside farewell', body: 'Until next time.' });
    expect(answerOf(contentHubEndpoints.contentPieceSave, renamed).data).toMatchObject({ name: 'Lakeside farewell', body: 'Until next time.' });
    const removed = await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.contentPieceDelete, payload: { id: saved.id } });
    expect(removed.statusCode).toBe(200);
  });
});
