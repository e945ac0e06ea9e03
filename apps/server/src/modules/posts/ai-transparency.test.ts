import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import type { PromptResponse } from '@roi/contract/posts';
import { generations, publications } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { connectNetwork, createPostAs, POST_SETUP, savedPostOf, startPost } from '../../test/post-fixtures.js';
import { consentOnLinkedIn, linkedInSettings } from '../../test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../../test/linkedin-server.js';
import { readableText } from '../integrations/little-text.js';

const LABEL = 'Drafted with AI assistance';

let fake: FakeLinkedIn;
let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
beforeAll(async () => {
  fake = await startLinkedInServer();
  t = await createTestApp(linkedInSettings(fake));
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const updateOrganization = (session: SessionData, fields: Record<string, unknown>) =>
  t.as(session, { method: 'POST', url: API_PATHS.organizationUpdate, payload: { organization_id: session.org_id, ...fields } });

async function ownOrganization(session: SessionData) {
  const response = await t.as(session, { method: 'GET', url: `${API_PATHS.organizationGet}?orgId=${session.org_id}` });
  return answerOf(organizationEndpoints.organizationGet, response).records[0]!;
}

/** A draft of the ROI Assistant (the built-in writer) for the post. */
async function draftFor(session: SessionData, postId: number, prompt: string): Promise<PromptResponse> {
  const response = await t.as(session, {
    method: 'POST',
    url: API_PATHS.postGenerate,
    payload: {
      org_id: session.org_id,
      user_id: session.user_id,
      goal: POST_SETUP.goal,
      campaign_name: POST_SETUP.campaign_name,
      post_id: postId,
      keyword: { Industry: POST_SETUP.industry, Region: POST_SETUP.region, Audience: POST_SETUP.audience },
      prompt,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ records: PromptResponse[] }>().records[0]!;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Plain text as the editor puts it in: a paragraph per block. */
const asHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Posts the post now and runs the publisher: what the local LinkedIn server received of it. */
async function publish(session: SessionData, postId: number, text: string, fields: Record<string, unknown> = {}) {
  const response = await createPostAs(t, session, {
    publish_status: 2,
    post_id: postId,
    post_content: asHtml(text),
    post_to: [{ platform_name: 'linkedin' }],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.publisher.runDue();
  const [target] = await t.db.select({ state: publications.state }).from(publications).where(eq(publications.postId, postId));
  expect(target?.state).toBe('published');
  // Posted to each account of the connection (the member's profile and the page): the texts as sent.
  const sent = fake.posts.filter((item) => readableText(item.commentary).startsWith(readableText(text))).map((item) => item.commentary);
  expect(sent).toHaveLength(2);
  return new Set(sent);
}

/** The text as LinkedIn shows it: its escapes and templates read back. */
const asRead = (texts: Set<string>) => [...texts].map(readableText);

describe('the organisation’s plain-language reading level and assistant label', () => {
  it('are set by the organisation’s admin, read back, and answered with its posts', async () => {
    const saved = await updateOrganization(f.riversideAdmin, { plain_language_grade: 7, assistant_label: `  ${LABEL}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(answerOf(organizationEndpoints.organizationUpdate, saved).data).toMatchObject({ plain_language_grade: 7, assistant_label: LABEL });
    expect(await ownOrganization(f.riversideAdmin)).toMatchObject({ plain_language_grade: 7, assistant_label: LABEL });

    const { post_id } = await startPost(t, f.riversideMember);
    const read = await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.postGet}?postId=${post_id}` });
    expect(answerOf(postEndpoints.postGet, read).data.writing_rules).toEqual({ plain_language_grade: 7, assistant_label: LABEL });

    // Off is null for both; an organisation that never chose keeps grade 10 and no label.
    const off = await updateOrganization(f.riversideAdmin, { plain_language_grade: null, assistant_label: null });
    expect(answerOf(organizationEndpoints.organizationUpdate, off).data).toMatchObject({ plain_language_grade: null, assistant_label: null });
    expect(await ownOrganization(lakesideAdmin)).toMatchObject({ plain_language_grade: 10, assistant_label: null });
  });

  it('refuses a grade outside 6 to 14 and a blank or too long label with a clear message, changing nothing', async () => {
    expect((await updateOrganization(f.riversideAdmin, { plain_language_grade: 9, assistant_label: LABEL })).statusCode).toBe(200);
    for (const [fields, message] of [
      [{ plain_language_grade: 5 }, MESSAGES.plainLanguageGradeRange],
      [{ plain_language_grade: 15 }, MESSAGES.plainLanguageGradeRange],
      [{ plain_language_grade: 8.5 }, MESSAGES.plainLanguageGradeRange],
      [{ plain_language_grade: 'ten' }, MESSAGES.plainLanguageGradeRange],
      [{ assistant_label: '' }, MESSAGES.assistantLabelBlank],
      [{ assistant_label: '   ' }, MESSAGES.assistantLabelBlank],
      [{ assistant_label: 'x'.repeat(101) }, MESSAGES.assistantLabelTooLong],
      [{ assistant_label: 42 }, MESSAGES.assistantLabelBlank],
    ] as const) {
      const refused = await updateOrganization(f.riversideAdmin, { ...fields, organization_name: 'Renamed' });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(refused).message, JSON.stringify(fields)).toContain(message);
    }
    expect((await updateOrganization(f.riversideAdmin, { assistant_label: 'x'.repeat(100) })).statusCode).toBe(200);
    expect(await ownOrganization(f.riversideAdmin)).toMatchObject({ organization_name: 'Riverside EDO', plain_language_grade: 9, assistant_label: 'x'.repeat(100) });
    expect((await updateOrganization(f.riversideAdmin, { plain_language_grade: null, assistant_label: null })).statusCode).toBe(200);
  });

  it('may be changed only by whoever may edit the organisation’s settings, and only for their own organisation', async () => {
    const byMember = await updateOrganization(f.riversideMember, { plain_language_grade: 6 });
    expect(byMember.statusCode).toBe(403);
    const intoAnother = await t.as(lakesideAdmin, {
      method: 'POST',
      url: API_PATHS.organizationUpdate,
      payload: { organization_id: f.riverside.id, assistant_label: 'Not yours' },
    });
    expect(intoAnother.statusCode).toBe(404);
    expect(await ownOrganization(f.riversideAdmin)).toMatchObject({ plain_language_grade: null, assistant_label: null });
    // The agency's admins edit their clients' settings, as they edit the rest.
    const byAgency = await t.as(f.agencyAdmin, {
      method: 'POST',
      url: API_PATHS.organizationUpdate,
      payload: { organization_id: f.lakeside.id, plain_language_grade: 12 },
    });
    expect(answerOf(organizationEndpoints.organizationUpdate, byAgency).data.plain_language_grade).toBe(12);
    expect((await ownOrganization(f.riversideAdmin)).plain_language_grade).toBeNull();
  });
});

describe('posts drafted with the assistant', () => {
  it('records the writer, the setup and the facts offered with every generation', async () => {
    const { post_id } = await startPost(t, f.riversideAdmin);
    const answer = await draftFor(f.riversideAdmin, post_id, 'Announce our spring site tour for investors');
    const [row] = await t.db.select().from(generations).where(eq(generations.id, answer.generation_id));
    expect(row).toMatchObject({
      writer: 'Built-in writer',
      asked: 'Announce our spring site tour for investors',
      setup: {
        campaign: POST_SETUP.campaign_name,
        goal: POST_SETUP.goal,
        industry: POST_SETUP.industry,
        region: POST_SETUP.region,
        audience: POST_SETUP.audience,
        facts: [],
      },
    });
  });

  it('carries the organisation’s label to LinkedIn when it requires one, from the server’s own records', async () => {
    expect((await updateOrganization(f.riversideAdmin, { assistant_label: LABEL })).statusCode).toBe(200);
    try {
      // The assistant's draft, posted as it came, with no claim from the editor: the server finds it in the text.
      const drafted = await startPost(t, f.riversideAdmin);
      const answer = await draftFor(f.riversideAdmin, drafted.post_id, 'Invite investors to tour the river sites');
      const sent = await publish(f.riversideAdmin, drafted.post_id, answer.generated_text);
      expect(asRead(sent)).toEqual([readableText(`${answer.generated_text}\n\n${LABEL}`)]);
      // On a paragraph of its own.
      expect([...sent][0]!.endsWith(`\n\n${LABEL}`)).toBe(true);

      const read = await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${drafted.post_id}` });
      const detail = answerOf(postEndpoints.postGet, read).data;
      expect(detail.assistant_generations).toEqual([
        { generation_id: answer.generation_id, writer: 'Built-in writer', prompt: 'Invite investors to tour the river sites', created_at: expect.any(String) as string },
      ]);
      // What the author wrote stays theirs: the label is added as the post goes out.
      expect(detail.post_content).not.toContain(LABEL);

      // Accepted in the editor, then rewritten word by word: the acceptance the server checked stands.
      const rewritten = await startPost(t, f.riversideAdmin);
      const second = await draftFor(f.riversideAdmin, rewritten.post_id, 'Tell site selectors about our rail access');
      const accepted = await createPostAs(t, f.riversideAdmin, {
        publish_status: 1,
        post_id: rewritten.post_id,
        post_content: asHtml(second.generated_text),
        accepted_generation_ids: [second.generation_id],
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const own = 'Rewritten by hand from start to finish, every word of it our own';
      const sentRewritten = await publish(f.riversideAdmin, rewritten.post_id, own, { accepted_generation_ids: [] });
      expect([...sentRewritten]).toEqual([`${own}\n\n${LABEL}`]);

      // A post the author wrote alone goes out as written.
      const alone = await startPost(t, f.riversideAdmin);
      await draftFor(f.riversideAdmin, alone.post_id, 'A draft the author did not use');
      const mine = 'Our board met today and agreed the budget for the coming year';
      expect([...(await publish(f.riversideAdmin, alone.post_id, mine))]).toEqual([mine]);
    } finally {
      expect((await updateOrganization(f.riversideAdmin, { assistant_label: null })).statusCode).toBe(200);
    }
  });

  it('adds no label when the organisation does not require one', async () => {
    const { post_id } = await startPost(t, f.riversideAdmin);
    const answer = await draftFor(f.riversideAdmin, post_id, 'Share the news of our new business park');
    const sent = await publish(f.riversideAdmin, post_id, answer.generated_text, { accepted_generation_ids: [answer.generation_id] });
    expect(asRead(sent)).toEqual([readableText(answer.generated_text)]);
  });

  it('takes as accepted only answers written for that very post, and shows a post no other organisation’s answers', async () => {
    const riversidePost = await startPost(t, f.riversideAdmin);
    const riversideAnswer = await draftFor(f.riversideAdmin, riversidePost.post_id, 'Welcome the new plant manager');
    const lakesidePost = await startPost(t, lakesideAdmin);
    const otherPost = await startPost(t, f.riversideAdmin);
    for (const [session, postId] of [
      [lakesideAdmin, lakesidePost.post_id],
      [f.riversideAdmin, otherPost.post_id],
    ] as const) {
      const refused = await createPostAs(t, session, {
        publish_status: 1,
        post_id: postId,
        post_content: asHtml(riversideAnswer.generated_text),
        accepted_generation_ids: [riversideAnswer.generation_id],
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(MESSAGES.acceptedReplyUnknown);
    }
    // Lakeside's post holding Riverside's words lists nothing of Riverside's.
    const copied = await createPostAs(t, lakesideAdmin, {
      publish_status: 1,
      post_id: lakesidePost.post_id,
      post_content: asHtml(riversideAnswer.generated_text),
    });
    expect(savedPostOf(copied).assistant_generations).toEqual([]);
    const notTheirs = await t.as(lakesideAdmin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${riversidePost.post_id}` });
    expect(notTheirs.statusCode).toBe(404);
  });
});
