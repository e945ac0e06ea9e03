import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { assistantEndpoints } from '@roi/contract/endpoints/assistant';
import { factEndpoints } from '@roi/contract/endpoints/facts';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { FactInput } from '@roi/contract/facts';
import { MESSAGES } from '@roi/contract/messages';
import { facts, generations } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../../test/openai-compatible-server.js';
import { createPostAs, generationRequest, startPost } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

const WORKFORCE: FactInput = {
  statement: 'Our region has 1,200 trained machinists.',
  value: '1,200',
  category: 'Workforce',
  source: 'https://riverside.example/workforce-2026.pdf',
  as_of: '2026-09-30',
};
const INCENTIVE: FactInput = {
  statement: 'New manufacturing plants get a 40% property tax abatement for ten years.',
  value: '40%',
  category: 'Incentives',
  source: 'County incentive guide 2026',
  as_of: '2026-07-01',
};
const UNRELATED: FactInput = {
  statement: 'The harbour festival drew 30,000 visitors.',
  value: '30,000',
  category: 'Announcements',
  source: 'Press release, 12 June 2026',
  as_of: '2026-06-12',
};
const STALE: FactInput = {
  statement: 'Manufacturing employs 9,000 machinists in the region.',
  value: '9,000',
  category: 'Workforce',
  source: 'Old survey',
  as_of: '2020-01-01',
  stale_after: '2021-01-01',
};

const PROMPT = 'Tell site selectors about our trained machinists and the manufacturing tax abatement';

function csv(rows: string[]): string {
  return Buffer.from(['statement,value,category,source,as_of,stale_after', ...rows].join('\n')).toString('base64');
}

async function addFact(t: TestApp, session: SessionData, fact: FactInput) {
  const response = await t.as(session, { method: 'POST', url: API_PATHS.factCreate, payload: fact });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(factEndpoints.factCreate, response).data;
}

async function listFacts(t: TestApp, session: SessionData, organizationId?: number) {
  const query = organizationId === undefined ? '' : `?organizationId=${organizationId}`;
  const response = await t.as(session, { method: 'GET', url: `${API_PATHS.factList}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(factEndpoints.factList, response).records;
}

function promptRequest(session: SessionData, postId: number, fields: Record<string, unknown> = {}) {
  return generationRequest(session, postId, { prompt: PROMPT, ...fields });
}

describe('the fact library', () => {
  let t: TestApp;
  let f: TenantFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await createTenantFixture(t);
  });
  afterAll(() => t.close());

  it('keeps a fact with its source and date, and lists it to everyone of the organisation', async () => {
    const added = await addFact(t, f.riversideAdmin, WORKFORCE);
    expect(added).toMatchObject({ statement: WORKFORCE.statement, value: '1,200', source: WORKFORCE.source, as_of: '2026-09-30', is_stale: false });
    const listed = await listFacts(t, f.riversideMember);
    expect(listed.map((fact) => fact.fact_id)).toContain(added.fact_id);
  });

  it('marks a fact past its stale-after date as stale', async () => {
    const stale = await addFact(t, f.riversideAdmin, STALE);
    expect(stale.is_stale).toBe(true);
  });

  it('refuses a fact without a source, with a bad date or going stale before it was true, and stores nothing', async () => {
    const before = await t.db.select().from(facts);
    const cases: [Partial<FactInput>, RegExp][] = [
      [{ source: '  ' }, /where the fact comes from/],
      [{ statement: '' }, /as a sentence/],
      [{ as_of: '2026-02-30' }, /not a date/],
      [{ as_of: '30/09/2026' }, /YYYY-MM-DD/],
      [{ stale_after: '2026-01-01' }, /stale after the date it was true/],
      [{ category: 'Gossip' as FactInput['category'] }, /category/],
    ];
    for (const [fields, message] of cases) {
      const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.factCreate, payload: { ...WORKFORCE, ...fields } });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response).message).toMatch(message);
    }
    expect(await t.db.select().from(facts)).toHaveLength(before.length);
  });

  it('lets a member read the library but not change it', async () => {
    const response = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.factCreate, payload: WORKFORCE });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(MESSAGES.forbidden);
  });

  it('keeps each organisation to its own facts; the agency works on a client’s by naming it', async () => {
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    const riversideFacts = await listFacts(t, f.riversideAdmin);
    expect(await listFacts(t, lakesideAdmin)).toEqual([]);
    const peek = await t.as(lakesideAdmin, { method: 'GET', url: `${API_PATHS.factList}?organizationId=${f.riverside.id}` });
    expect(peek.statusCode).toBe(404);
    const removal = await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.factDelete, payload: { fact_id: riversideFacts[0]!.fact_id } });
    expect(removal.statusCode).toBe(404);
    expect(errorOf(removal).message).toBe(MESSAGES.factNotFound);
    const byAgency = await addFact(t, f.agencyAdmin, { ...UNRELATED, organization_id: f.lakeside.id });
    expect((await listFacts(t, lakesideAdmin)).map((fact) => fact.fact_id)).toEqual([byAgency.fact_id]);
    expect(await listFacts(t, f.riversideAdmin)).toHaveLength(riversideFacts.length);
  });

  it('removes a fact', async () => {
    const fact = await addFact(t, f.riversideAdmin, UNRELATED);
    const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.factDelete, payload: { fact_id: fact.fact_id } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listFacts(t, f.riversideAdmin)).map((listed) => listed.fact_id)).not.toContain(fact.fact_id);
  });

  it('answers the figures of current facts only, for the editor’s check', async () => {
    const response = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.factFigures });
    expect(response.statusCode, response.body).toBe(200);
    const figures = answerOf(factEndpoints.factFigures, response).data.facts.join(' ');
    expect(figures).toContain('1,200');
    expect(figures).not.toContain('9,000');
  });
});

describe('importing facts from a CSV file', () => {
  let t: TestApp;
  let f: TenantFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await createTenantFixture(t);
  });
  afterAll(() => t.close());

  const good = [
    '"Our region has 1,200 trained machinists.","1,200",workforce,https://riverside.example/w.pdf,2026-09-30,',
    'A 40% tax abatement for new plants.,40%,Incentives,County guide,2026-07-01,2027-07-01',
  ];

  it('previews every row with its problems, naming the column, and stores nothing', async () => {
    const file = csv([...good, 'No source here,,Sites,,2026-13-01,']);
    const response = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.factImportPreview,
      payload: { file_base64: file },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = answerOf(factEndpoints.factImportPreview, response);
    expect(preview.total_count).toBe(3);
    expect(preview.problem_count).toBe(1);
    expect(preview.records[0]!.problems).toEqual([]);
    expect(preview.records[2]!.line).toBe(4);
    expect(preview.records[2]!.problems.join(' ')).toMatch(/source: .*where the fact comes from/);
    expect(preview.records[2]!.problems.join(' ')).toMatch(/as_of: /);
    expect(await t.db.select().from(facts)).toHaveLength(0);
  });

  it('stores nothing when any row has a problem (422, with the rows), and every row when none has', async () => {
    const refused = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.factImport,
      payload: { file_base64: csv([...good, 'Missing date,,Sites,Site list,,']) },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(MESSAGES.factImportHasProblems);
    expect(await t.db.select().from(facts)).toHaveLength(0);

    const imported = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.factImport, payload: { file_base64: csv(good) } });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(answerOf(factEndpoints.factImport, imported).data.created).toBe(2);
    const listed = await listFacts(t, f.riversideAdmin);
    expect(listed.map((fact) => [fact.category, fact.stale_after])).toEqual([
      ['Workforce', null],
      ['Incentives', '2027-07-01'],
    ]);
  });

  it('refuses a file that is not CSV of facts with a clear message', async () => {
    const cases: [string, RegExp][] = [
      [Buffer.from('statement,value\nA fact,1').toString('base64'), /lacks columns .*source, as_of/],
      [Buffer.from('statement,source,as_of\n').toString('base64'), /no facts/],
      [Buffer.from([0xff, 0xfe, 0x00]).toString('base64'), /UTF-8/],
    ];
    for (const [file, message] of cases) {
      const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.factImport, payload: { file_base64: file } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(message);
    }
  });

  it('is for those who may change the library', async () => {
    const response = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.factImportPreview, payload: { file_base64: csv(good) } });
    expect(response.statusCode).toBe(403);
  });
});

describe('grounded drafts with the built-in writer', () => {
  let t: TestApp;
  let f: TenantFixture;
  let postId: number;
  let ids: { workforce: number; incentive: number; unrelated: number };
  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
    f = await createTenantFixture(t);
    postId = (await startPost(t, f.riversideMember)).post_id;
    ids = {
      workforce: (await addFact(t, f.riversideAdmin, WORKFORCE)).fact_id,
      incentive: (await addFact(t, f.riversideAdmin, INCENTIVE)).fact_id,
      unrelated: (await addFact(t, f.riversideAdmin, UNRELATED)).fact_id,
    };
    await addFact(t, f.riversideAdmin, STALE);
  });
  afterAll(() => t.close());

  it('states the relevant facts, says which it used, and keeps them with the draft’s chat', async () => {
    const response = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postGenerate, payload: promptRequest(f.riversideMember, postId) });
    expect(response.statusCode, response.body).toBe(200);
    const [answer] = answerOf(assistantEndpoints.postGenerate, response).records;
    expect(answer!.generated_text).toContain(WORKFORCE.statement);
    expect(answer!.generated_text).toContain(INCENTIVE.statement);
    expect(answer!.generated_text).not.toMatch(/Facts used/);
    expect(answer!.generated_text).not.toContain('9,000');
    expect(answer!.sources.map((source) => source.fact_id).sort()).toEqual([ids.workforce, ids.incentive].sort());
    expect(answer!.sources.find((source) => source.fact_id === ids.workforce)).toMatchObject({ source: WORKFORCE.source, as_of: WORKFORCE.as_of });
    const [recorded] = await t.db.select().from(generations).where(eq(generations.id, answer!.generation_id));
    expect(recorded!.output).toBe(answer!.generated_text);

    const saved = await createPostAs(t, f.riversideMember, { post_id: postId, publish_status: 1, draft_stage: 2, chat_generation_ids: [answer!.generation_id] });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.postGet}?postId=${postId}` });
    const chat = answerOf(postEndpoints.postGet, opened).data.chat;
    expect(chat.at(-1)?.sources.map((source) => source.fact_id).sort()).toEqual([ids.workforce, ids.incentive].sort());
  });

  it('streams the draft without the citation line, and the whole answer carries the sources', async () => {
    const response = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postGenerateStream, payload: promptRequest(f.riversideMember, postId) });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/Facts used/);
    expect(response.body).toContain(`"fact_id":${ids.workforce}`);
  });

  it('never gives a writer another organisation’s facts', async () => {
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    const lakesidePost = await startPost(t, lakesideAdmin);
    const response = await t.as(lakesideAdmin, {
      method: 'POST',
      url: API_PATHS.postGenerate,
      payload: promptRequest(lakesideAdmin, lakesidePost.post_id, { org_name: 'Lakeside Partnership' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [answer] = answerOf(assistantEndpoints.postGenerate, response).records;
    expect(answer!.sources).toEqual([]);
    expect(answer!.generated_text).not.toContain('1,200');
  });
});

describe('grounded drafts with an OpenAI-compatible provider', () => {
  let provider: OpenAiCompatibleServer;
  let t: TestApp;
  let f: TenantFixture;
  let postId: number;
  let sent: number[];
  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    t = await createTestApp({ AI_BASE_URL: provider.baseUrl, AI_MODEL: 'test-model-1', AI_RATE_LIMIT_PER_MINUTE: '1000' });
    f = await createTenantFixture(t);
    postId = (await startPost(t, f.riversideMember)).post_id;
    sent = [(await addFact(t, f.riversideAdmin, WORKFORCE)).fact_id, (await addFact(t, f.riversideAdmin, INCENTIVE)).fact_id];
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    await addFact(t, lakesideAdmin, { ...WORKFORCE, statement: 'Lakeside has 777 trained machinists in manufacturing.', value: '777' });
  });
  afterEach(() => {
    provider.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends the relevant facts with their ids and sources, and answers the facts the model cited', async () => {
    const response = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postGenerate, payload: promptRequest(f.riversideMember, postId) });
    expect(response.statusCode, response.body).toBe(200);
    const request = provider.received[0]!.messages.map((message) => message.content).join('\n');
    expect(request).toContain(`[F${sent[0]}] ${WORKFORCE.statement}`);
    expect(request).toContain(`[F${sent[1]}] ${INCENTIVE.statement}`);
    expect(request).toContain(WORKFORCE.source);
    expect(request).toMatch(/Facts used: F12, F15/);
    expect(request).not.toContain('777');
    const [answer] = answerOf(assistantEndpoints.postGenerate, response).records;
    expect(answer!.generated_text).toMatch(/^From the model:/);
    expect(answer!.generated_text).toContain(WORKFORCE.statement);
    expect(answer!.generated_text).not.toMatch(/Facts used/);
    expect(answer!.sources.map((source) => source.fact_id).sort()).toEqual([...sent].sort());
  });

  it('drops a cited id it did not send: a model cannot make up a source', async () => {
    const own = await addFact(t, f.riversideAdmin, { ...UNRELATED, statement: 'The machinists academy opened 3 new labs.', value: '3' });
    await t.db.delete(facts).where(eq(facts.id, own.fact_id));
    const response = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.postGenerateVersion,
      payload: promptRequest(f.riversideMember, postId, { text: `Our trained machinists are ready.\n\nFacts used: F${own.fact_id}`, shorten: 'yes' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [answer] = answerOf(assistantEndpoints.postGenerateVersion, response).records;
    expect(answer!.sources.map((source) => source.fact_id)).not.toContain(own.fact_id);
    expect(answer!.sources.map((source) => source.fact_id).sort()).toEqual([...sent].sort());
  });
});
