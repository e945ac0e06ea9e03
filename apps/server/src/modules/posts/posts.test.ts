import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { IMAGE_ALT_TEXT_MAX_CHARS } from '@roi/contract/post-rules';
import type { PromptResponse } from '@roi/contract/posts';
import { campaigns, postImages, posts } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import {
  FIXTURE_PASSWORD,
  createAgencyUser,
  createTenantFixture,
  createTestApp,
  type TenantFixture,
  type TestApp,
} from '../../test/test-app.js';
import { POST_SETUP, connectNetwork, createPostAs, nextStepOf, savedPostOf, startPost as startPostAs } from '../../test/post-fixtures.js';

let t: TestApp;
let f: TenantFixture;
let agencyMember: SessionData;
let lakesideMember: SessionData;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  const member = await createAgencyUser(t.db, 'member', 'member@agency.test');
  agencyMember = await t.signIn(member.email, FIXTURE_PASSWORD);
  lakesideMember = await t.signIn(f.lakeside.member.email, FIXTURE_PASSWORD);
  // Posting sends the post to the accounts the organisation chose: the sandbox network's here.
  await connectNetwork(t, f.riversideAdmin);
});
afterAll(() => t.close());

const createPost = (session: SessionData, fields: Record<string, unknown>) => createPostAs(t, session, fields);
const startPost = (session: SessionData, fields: Record<string, unknown> = {}) => startPostAs(t, session, fields);

/** A reply of the ROI Assistant for the post, as the chat receives it. */
async function generate(session: SessionData, postId: number, fields: Record<string, unknown>, url: string = API_PATHS.postGenerate) {
  const response = await t.as(session, {
    method: 'POST',
    url,
    payload: {
      org_id: session.org_id,
      user_id: session.user_id,
      goal: POST_SETUP.goal,
      campaign_name: POST_SETUP.campaign_name,
      post_id: postId,
      keyword: { Industry: POST_SETUP.industry, Region: POST_SETUP.region, Audience: POST_SETUP.audience },
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ records: PromptResponse[] }>().records[0]!;
}

async function postCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(posts);
  return row!.total;
}

const pngDataUrl = async (width = 32, height = 32) =>
  `data:image/png;base64,${(await sharp({ create: { width, height, channels: 3, background: '#19acf2' } }).png().toBuffer()).toString('base64')}`;

describe('starting, drafting and posting', () => {
  it('starts a post for the setup and answers the next-step data with prompt suggestions', async () => {
    const data = await startPost(f.riversideMember);
    expect(data).toMatchObject({ user_id: f.riversideMember.user_id, organiztion_id: f.riverside.id });
    expect(data.post_id).toBeGreaterThan(0);
    expect(data.prompt_suggestion.length).toBeGreaterThanOrEqual(3);
    const suggestions = data.prompt_suggestion.map((item) => item.suggestion).join(' ');
    expect(suggestions).toMatch(/Spring Site Tour|Site selectors|Southeast|manufacturing/i);
    const [stored] = await t.db.select().from(posts).where(eq(posts.id, data.post_id));
    expect(stored).toMatchObject({ publishStatus: 0, organizationId: f.riverside.id, userId: f.riversideMember.user_id });
  });

  it('saves a draft of the started post with sanitised text, then posts it', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const draft = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_content:
        '<h2 onclick="steal()">Sites ready now</h2><p>Visit <a href="javascript:alert(1)">us</a> and <a href="https://example.org">our site</a>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)></p><ul><li>Rail</li><li>Power</li></ul>',
      post_to: [{ platform_name: 'linkedin' }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(answerOf(postEndpoints.postCreate, draft).message).toBe('Post drafted successfully');
    const saved = savedPostOf(draft);
    expect(saved.publish_status).toBe(1);
    expect(saved.post_content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(saved.post_content).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">our site</a>');
    expect(saved.excerpt).toBe('Sites ready now\n\nVisit us and our site\n\n• Rail\n• Power');

    const posted = await createPost(f.riversideMember, {
      publish_status: 2,
      post_id,
      post_content: '<p>We are open for investment.</p>',
      post_to: [{ platform_name: 'linkedin' }],
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(answerOf(postEndpoints.postCreate, posted).message).toBe('Posted Successfully');
    expect(savedPostOf(posted)).toMatchObject({ post_id, publish_status: 2, excerpt: 'We are open for investment.' });

    const again = await createPost(f.riversideMember, { publish_status: 1, post_id, post_content: '<p>Changed</p>' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.postAlreadyPosted);
  });

  it('saves a draft straight from the setup, with no post yet', async () => {
    const response = await createPost(f.riversideMember, { publish_status: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(savedPostOf(response)).toMatchObject({ publish_status: 1, campaign_name: 'Spring Site Tour' });
  });

  it('keeps the stage a draft was saved on and its chat, and gives both back when the post is opened again', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const first = await generate(f.riversideMember, post_id, { prompt: '  Announce our new megasite  ' });
    const shorter = await generate(f.riversideMember, post_id, { text: first.generated_text, shorten: 'yes' }, API_PATHS.postGenerateVersion);
    const draft = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_content: `<p>${shorter.generated_text}</p>`,
      draft_stage: 2,
      chat_generation_ids: [first.generation_id, shorter.generation_id],
    });
    expect(draft.statusCode, draft.body).toBe(200);

    const opened = await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.postGet}?postId=${post_id}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const post = answerOf(postEndpoints.postGet, opened).data;
    expect(post.draft_stage).toBe(2);
    expect(post.chat).toEqual([
      { ...first, prompt: 'Announce our new megasite' },
      { ...shorter, prompt: null },
    ]);

    // A later save that names neither keeps both; one that clears the chat keeps none of it.
    const kept = await createPost(f.riversideMember, { publish_status: 1, post_id });
    expect(savedPostOf(kept)).toMatchObject({ draft_stage: 2, chat: post.chat });
    const cleared = await createPost(f.riversideMember, { publish_status: 1, post_id, draft_stage: 3, chat_generation_ids: [] });
    expect(savedPostOf(cleared)).toMatchObject({ draft_stage: 3, chat: [] });
  });

  it('refuses a chat reply the assistant did not write for the post', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const other = await startPost(f.riversideMember);
    const elsewhere = await generate(f.riversideMember, other.post_id, { prompt: 'Announce our new megasite' });
    for (const fields of [
      { post_id, chat_generation_ids: [elsewhere.generation_id] },
      { post_id, chat_generation_ids: [2_000_000_000] },
      { chat_generation_ids: [elsewhere.generation_id] },
    ]) {
      const response = await createPost(f.riversideMember, { publish_status: 1, ...fields });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).message).toBe(MESSAGES.chatReplyUnknown);
    }
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const before = await postCount();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ publish_status: 2, post_id, post_content: '<p> </p>', post_to: [{ platform_name: 'linkedin' }] }, 400, MESSAGES.postEmpty],
      [{ publish_status: 2, post_id, post_content: `<p>${'a'.repeat(3001)}</p>`, post_to: [{ platform_name: 'linkedin' }] }, 400, MESSAGES.postTooLong],
      [{ publish_status: 2, post_id, post_content: '<p>Hi</p>', post_to: [{ platform_name: 'x(twitter)' }] }, 400, MESSAGES.platformNotOffered],
      [{ publish_status: 2, post_id, post_content: '<p>Hi</p>' }, 400, MESSAGES.platformNotOffered],
      [{ publish_status: 1, goal: 'Not a goal' }, 400, MESSAGES.chooseFromList],
      // An entry of another list (an industry) is no region.
      [{ publish_status: 1, region: 'Technology' }, 400, MESSAGES.chooseFromList],
      [{ publish_status: 1, campaign_name: '   ' }, 400, /campaign_name/],
      [{ publish_status: 3 }, 400, /publish_status/],
      [{ publish_status: 1, industry: undefined }, 400, /industry/],
      [{ publish_status: 1, post_id: 99_999_999 }, 404, MESSAGES.postNotFound],
      [{ publish_status: 1, post_assests: [{ base64: 'bm90IGFuIGltYWdl', file_type: 'IMAGE' }] }, 415, MESSAGES.postImageType],
      [{ publish_status: 1, post_id, post_assests: [{ url: '/uploads/someone-elses.png', file_type: 'IMAGE' }] }, 400, MESSAGES.postImageUnknown],
    ];
    for (const [fields, status, message] of cases) {
      const response = await createPost(f.riversideMember, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 120)).toBe(status);
      expect(response.json()).toMatchObject({ error: true, status_code: status });
      expect(errorOf(response).message).toMatch(message);
    }
    expect(await postCount()).toBe(before);
    const [stored] = await t.db.select().from(posts).where(eq(posts.id, post_id));
    expect(stored).toMatchObject({ publishStatus: 0, contentHtml: '' });
  });

  it('refuses an image over 2 MB with the spec’s message', async () => {
    const noise = Buffer.alloc(2 * 1024 * 1024 + 1, 7);
    const response = await createPost(f.riversideMember, {
      publish_status: 1,
      post_assests: [{ base64: `data:image/png;base64,${noise.toString('base64')}`, file_type: 'IMAGE' }],
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe('Select images smaller than 2MB');
  });

  it('refuses an SVG carrying script and a picture claiming huge dimensions, and strips what rides on a polyglot', async () => {
    const before = await postCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="8" height="8"/></svg>');
    const svgAnswer = await createPost(f.riversideMember, {
      publish_status: 1,
      post_assests: [{ base64: `data:image/svg+xml;base64,${svg.toString('base64')}`, file_type: 'IMAGE' }],
    });
    expect(svgAnswer.statusCode).toBe(415);
    expect(errorOf(svgAnswer).message).toBe(MESSAGES.postImageType);

    // A real 1 × 1 PNG whose header is rewritten to claim 30,000 × 30,000 pixels (CRC kept valid).
    const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const huge = await createPost(f.riversideMember, {
      publish_status: 1,
      post_assests: [{ base64: `data:image/png;base64,${png.toString('base64')}`, file_type: 'IMAGE' }],
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(MESSAGES.imageDimensions);
    expect(await postCount()).toBe(before);

    // A PNG with a page of script appended: accepted as the picture it is, stored without the rest.
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([Buffer.from((await pngDataUrl()).split(',')[1]!, 'base64'), Buffer.from(payload)]);
    const accepted = await createPost(f.riversideMember, {
      publish_status: 1,
      post_assests: [{ base64: `data:image/png;base64,${polyglot.toString('base64')}`, file_type: 'IMAGE' }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: savedPostOf(accepted).post_assests[0]!.url });
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('stores images as files, checked by content, and keeps them by URL on the next save', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    const first = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_assests: [
        { base64: await pngDataUrl(), file_type: 'IMAGE' },
        // Declared a PNG, but the bytes say GIF: the bytes win.
        { base64: `data:image/png;base64,${gif.toString('base64')}`, file_type: 'IMAGE' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const images = savedPostOf(first).post_assests;
    expect(images).toHaveLength(2);
    expect(images[0]!.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(images[1]!.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.gif$/);
    const served = await t.app.inject({ method: 'GET', url: images[1]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    const rows = await t.db.select().from(postImages).where(eq(postImages.postId, post_id));
    expect(rows.every((row) => !row.url.startsWith('data:'))).toBe(true);

    const second = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_assests: [{ url: images[1]!.url, file_type: 'IMAGE' }],
    });
    expect(savedPostOf(second).post_assests).toEqual([{ url: images[1]!.url, file_type: 'IMAGE', alt_text: '' }]);
  });

  it('keeps the alt text the author wrote for each image, new or kept, and answers it with the post', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const first = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_assests: [
        { base64: await pngDataUrl(), file_type: 'IMAGE', alt_text: '  The new harbour office at dusk ' },
        { base64: await pngDataUrl(), file_type: 'IMAGE' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const [office, undescribed] = savedPostOf(first).post_assests;
    expect([office!.alt_text, undescribed!.alt_text]).toEqual(['The new harbour office at dusk', '']);

    const second = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_assests: [
        { url: undescribed!.url, file_type: 'IMAGE', alt_text: 'A bar chart: 120 jobs created in 2026' },
        { url: office!.url, file_type: 'IMAGE', alt_text: office!.alt_text },
      ],
    });
    expect(savedPostOf(second).post_assests.map((image) => image.alt_text)).toEqual(['A bar chart: 120 jobs created in 2026', 'The new harbour office at dusk']);
    expect(savedPostOf(second).version).toBe(savedPostOf(first).version + 1);
    const read = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(post_id) } });
    expect(answerOf(postEndpoints.postGet, read).data.post_assests.map((image) => image.alt_text)).toEqual([
      'A bar chart: 120 jobs created in 2026',
      'The new harbour office at dusk',
    ]);

    const tooLong = await createPost(f.riversideMember, {
      publish_status: 1,
      post_id,
      post_assests: [{ url: office!.url, file_type: 'IMAGE', alt_text: 'x'.repeat(IMAGE_ALT_TEXT_MAX_CHARS + 1) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toContain(`${IMAGE_ALT_TEXT_MAX_CHARS} characters`);
  });

  it('refuses to post, schedule or queue an image without alt text, unless the organisation allows it', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const final = { post_id, post_content: '<p>Our new office is open.</p>', post_to: [{ platform_name: 'linkedin' }] };
    const draft = await createPost(f.riversideMember, {
      ...final,
      publish_status: 1,
      post_assests: [
        { base64: await pngDataUrl(), file_type: 'IMAGE', alt_text: 'The office’s front door' },
        { base64: await pngDataUrl(), file_type: 'IMAGE', alt_text: ' ' },
      ],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const images = savedPostOf(draft).post_assests;

    // The images as saved, the images sent again, scheduled, queued: each refused, nothing changed.
    for (const attempt of [
      {},
      { post_assests: images.map(({ url, alt_text }) => ({ url, file_type: 'IMAGE', alt_text })) },
      { schedule_at: '2099-01-05T10:00' },
      { add_to_queue: true },
    ]) {
      const refused = await createPost(f.riversideMember, { ...final, publish_status: 2, ...attempt });
      expect(refused.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(errorOf(refused).message).toBe(MESSAGES.imageAltTextMissing);
    }
    const [stored] = await t.db.select({ publishStatus: posts.publishStatus }).from(posts).where(eq(posts.id, post_id));
    expect(stored!.publishStatus).toBe(1);

    const allow = (allowed: boolean) =>
      t.as(f.riversideAdmin, {
        method: 'POST',
        url: API_PATHS.organizationUpdate,
        payload: { organization_id: f.riverside.id, allow_images_without_alt_text: allowed },
      });
    const allowing = await allow(true);
    expect(answerOf(organizationEndpoints.organizationUpdate, allowing).data.allow_images_without_alt_text).toBe(true);
    try {
      const posted = await createPost(f.riversideMember, { ...final, publish_status: 2 });
      expect(posted.statusCode, posted.body).toBe(200);
      expect(savedPostOf(posted).post_assests.map((image) => image.alt_text)).toEqual(['The office’s front door', '']);
    } finally {
      expect((await allow(false)).statusCode).toBe(200);
    }
  });

  it('posts images that all have alt text, and a draft may keep images without it', async () => {
    const { post_id } = await startPost(f.riversideMember);
    const draft = await createPost(f.riversideMember, { publish_status: 1, post_id, post_assests: [{ base64: await pngDataUrl(), file_type: 'IMAGE' }] });
    expect(draft.statusCode, draft.body).toBe(200);
    const [image] = savedPostOf(draft).post_assests;
    const posted = await createPost(f.riversideMember, {
      publish_status: 2,
      post_id,
      post_content: '<p>Our new office is open.</p>',
      post_to: [{ platform_name: 'linkedin' }],
      post_assests: [{ url: image!.url, file_type: 'IMAGE', alt_text: 'The office’s front door' }],
    });
    expect(posted.statusCode, posted.body).toBe(200);
  });

  it('links a campaign name to the organisation’s existing campaign whatever its case and spacing', async () => {
    await startPost(f.riversideMember, { campaign_name: 'Harbor  Expansion' });
    await startPost(f.riversideAdmin, { campaign_name: ' harbor expansion ' });
    await startPost(lakesideMember, { campaign_name: 'Harbor Expansion' });
    const riversideCampaigns = await t.db.select().from(campaigns).where(eq(campaigns.organizationId, f.riverside.id));
    expect(riversideCampaigns.filter((campaign) => campaign.nameKey === 'harbor expansion')).toHaveLength(1);
    const listed = await t.as(f.riversideMember, {
      method: 'GET',
      url: API_PATHS.postCampaigns,
      query: { organizationId: String(f.riverside.id) },
    });
    // The answer's schema holds each campaign to a numeric id beside its name and count.
    const listedCampaigns = answerOf(postEndpoints.postCampaigns, listed).records.map(({ name, post_count }) => ({ name, post_count }));
    expect(listedCampaigns).toContainEqual({ name: 'Harbor Expansion', post_count: 2 });
  });
});

describe('who may post where', () => {
  it('lets an agency user post for a client organisation and offers every organisation in its selector', async () => {
    const response = await createPost(agencyMember, { organization_id: f.lakeside.id, publish_status: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(nextStepOf(response).organiztion_id).toBe(f.lakeside.id);
    const choices = await t.as(agencyMember, { method: 'GET', url: API_PATHS.postOrganizations });
    const ids = answerOf(postEndpoints.postOrganizations, choices).records.map((record) => record.id);
    expect(ids).toEqual(expect.arrayContaining([1, f.riverside.id, f.lakeside.id]));
  });

  it('offers a client user only its own organisation', async () => {
    const choices = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.postOrganizations });
    expect(answerOf(postEndpoints.postOrganizations, choices).records).toEqual([{ id: f.riverside.id, organization_name: 'Riverside EDO' }]);
  });

  it('answers 404 for another organisation and 403 for posting as someone else', async () => {
    expect((await createPost(f.riversideMember, { organization_id: f.lakeside.id, publish_status: 0 })).statusCode).toBe(404);
    expect((await createPost(f.riversideMember, { user_id: f.riverside.admin.id, publish_status: 0 })).statusCode).toBe(403);
    const lakesidePost = await startPost(lakesideMember);
    const intoOther = await createPost(f.riversideMember, { publish_status: 1, post_id: lakesidePost.post_id });
    expect(intoOther.statusCode).toBe(404);
    const read = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(lakesidePost.post_id) } });
    expect(read.statusCode).toBe(404);
    const campaignsOfOther = await t.as(f.riversideMember, {
      method: 'GET',
      url: API_PATHS.postCampaigns,
      query: { organizationId: String(f.lakeside.id) },
    });
    expect(campaignsOfOther.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['POST', API_PATHS.postCreate],
      ['POST', API_PATHS.postList],
      ['GET', API_PATHS.postGet],
      ['GET', API_PATHS.postOrganizations],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('the posts list', () => {
  let listTest: TestApp;
  let fixture: TenantFixture;
  beforeAll(async () => {
    // A database of its own, so that the counts below are exact.
    listTest = await createTestApp();
    fixture = await createTenantFixture(listTest);
    await connectNetwork(listTest, fixture.riversideAdmin);
    const create = (session: SessionData, fields: Record<string, unknown>) => createPostAs(listTest, session, fields);
    for (let index = 0; index < 25; index += 1) {
      const response = await create(fixture.riversideMember, {
        publish_status: index % 2 === 0 ? 1 : 2,
        post_content: `<p>Post number ${index} about ${index % 5 === 0 ? 'broadband' : 'rail'}</p>`,
        post_to: [{ platform_name: 'linkedin' }],
        campaign_name: index < 5 ? 'Broadband Push' : 'Spring Site Tour',
        goal: index < 10 ? 'Attract investment' : 'Workforce and talent',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const lakeside = await listTest.signIn(fixture.lakeside.member.email, FIXTURE_PASSWORD);
    await create(lakeside, { publish_status: 1, post_content: '<p>Lakeside secret plan</p>' });
  });
  afterAll(() => listTest.close());

  const list = (session: SessionData, body: Record<string, unknown> = {}) =>
    listTest.as(session, { method: 'POST', url: API_PATHS.postList, payload: body });

  it('pages through an organisation’s posts newest first, with the total, never overlapping', async () => {
    const first = await list(fixture.riversideMember, { page: 1, page_size: 10 });
    expect(first.statusCode, first.body).toBe(200);
    expect(answerOf(postEndpoints.postList, first).total_count).toBe(25);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { records } = answerOf(postEndpoints.postList, await list(fixture.riversideMember, { page, page_size: 10 }));
      seen.push(...records.map((record) => record.post_id));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const record = answerOf(postEndpoints.postList, first).records[0]!;
    expect(record).toMatchObject({
      organization_name: 'Riverside EDO',
      author_name: 'member Riverside EDO',
      campaign_name: 'Spring Site Tour',
      excerpt: 'Post number 24 about rail',
    });
  });

  it('searches the text and the campaign name, and filters by status, goal, campaign and date', async () => {
    const total = async (body: Record<string, unknown>) => answerOf(postEndpoints.postList, await list(fixture.riversideMember, body)).total_count;
    // Five posts mention broadband, five more are in the Broadband Push campaign; one is both.
    expect(await total({ search: 'broadband' })).toBe(9);
    expect(await total({ search: 'Broadband Push' })).toBe(5);
    expect(await total({ search: '100%' })).toBe(0);
    expect(await total({ publish_status: 1 })).toBe(13);
    expect(await total({ publish_status: 2 })).toBe(12);
    expect(await total({ goal: 'Workforce and talent' })).toBe(15);
    expect(await total({ goal: 'Workforce and talent', publish_status: 2 })).toBe(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(await total({ date_from: today, date_to: today })).toBe(25);
    expect(await total({ date_to: '2020-01-01' })).toBe(0);
    const campaignList = await listTest.as(fixture.riversideMember, {
      method: 'GET',
      url: API_PATHS.postCampaigns,
      query: { organizationId: String(fixture.riverside.id) },
    });
    const broadband = answerOf(postEndpoints.postCampaigns, campaignList).records.find((c) => c.name === 'Broadband Push')!;
    expect(await total({ campaign_id: broadband.id })).toBe(5);
  });

  it('keeps a client user to its own organisation and lets the agency see all or one', async () => {
    const riverside = await list(fixture.riversideMember, { search: 'Lakeside' });
    expect(answerOf(postEndpoints.postList, riverside).total_count).toBe(0);
    const foreign = await list(fixture.riversideMember, { organization_id: fixture.lakeside.id });
    expect(foreign.statusCode).toBe(404);
    const all = await list(fixture.agencyAdmin, {});
    expect(answerOf(postEndpoints.postList, all).total_count).toBe(26);
    const lakesideOnly = await list(fixture.agencyAdmin, { organization_id: fixture.lakeside.id });
    const lakesidePosts = answerOf(postEndpoints.postList, lakesideOnly);
    expect(lakesidePosts.total_count).toBe(1);
    expect(lakesidePosts.records[0]?.excerpt).toBe('Lakeside secret plan');
  });

  it('refuses malformed filters with 400', async () => {
    for (const body of [{ page: 0 }, { page_size: 1000 }, { date_from: '22/11/2026' }, { publish_status: 'posted' }, { search: 'x'.repeat(201) }]) {
      const response = await list(fixture.riversideMember, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).error).toBe(true);
    }
  });
});
