import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createAgencyUser, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { signatureHeader } from '../webhooks/webhook-signature.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const range = () => ({ from: daysAgo(27), to: daysAgo(0) });

let t: TestApp;
let f: TenantFixture;
let riversideCampaignId: number;
let lakesideCampaignId: number;
let lakesideAdmin: SessionData;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  await connectNetwork(t, f.riversideAdmin);
  // A published post, so that the campaign has a row in the table by campaign.
  const riversidePost = savedPostOf(await createPostAs(t, f.riversideAdmin, { publish_status: 2, post_content: '<p>Two new sites</p>', post_to: [{ platform_name: 'linkedin' }] }));
  await t.app.publisher.runDue();
  riversideCampaignId = riversidePost.campaign_id;
  lakesideCampaignId = savedPostOf(await createPostAs(t, lakesideAdmin, { publish_status: 1, post_content: '<p>Lakeside</p>' })).campaign_id;
});
afterAll(() => t.close());

async function outcomes(session: SessionData, query: Record<string, string> = {}) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsOutcomes, query: { ...range(), ...query } });
  return answerOf(analyticsEndpoints.analyticsOutcomes, response);
}

function record(session: SessionData, payload: Record<string, unknown>) {
  return t.as(session, { method: 'POST', url: API_PATHS.analyticsOutcomeRecord, payload });
}

/** What another system sends: the exact text signed, as it goes over the wire. */
function send(body: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.outcomeReceive,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'x-roi-signature': signature }) },
  });
}
const now = () => Math.floor(Date.now() / 1000);

describe('outcomes recorded by hand', () => {
  it('records an outcome against a campaign, lists it, and counts it in the table by campaign and its CSV', async () => {
    const response = await record(f.riversideAdmin, { campaign_id: riversideCampaignId, kind: 'site_visit', occurred_on: daysAgo(2), note: 'Tour of the river site' });
    const { record: outcome, message } = answerOf(analyticsEndpoints.analyticsOutcomeRecord, response);
    expect(message).toBe(MESSAGES.outcomeRecorded);
    expect(outcome).toMatchObject({ kind: 'site_visit', occurred_on: daysAgo(2), note: 'Tour of the river site', campaign_name: 'Spring Site Tour', external_id: null });
    expect(outcome.recorded_by).toMatch(/\S+ \S+/);

    const list = await outcomes(f.riversideAdmin);
    expect(list.records.map((row) => row.id)).toEqual([outcome.id]);
    expect(list.can_record).toBe(true);

    const table = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsTable, query: { ...range(), by: 'campaign' } });
    expect(answerOf(analyticsEndpoints.analyticsTable, table).records).toEqual([expect.objectContaining({ label: 'Spring Site Tour', outcomes: 1 })]);
    const byGoal = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsTable, query: { ...range(), by: 'goal' } });
    expect(answerOf(analyticsEndpoints.analyticsTable, byGoal).records[0]!.outcomes).toBeNull();

    const exported = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsExport, query: { ...range(), by: 'campaign' } });
    const rows = parse(answerOf(analyticsEndpoints.analyticsExport, exported).data.content, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ group: 'Spring Site Tour', outcomes: '1' })]);
  });

  it('refuses bad input with its message and records nothing', async () => {
    const before = (await outcomes(f.riversideAdmin)).records.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ campaign_id: riversideCampaignId, kind: 'sale', occurred_on: daysAgo(1) }, MESSAGES.outcomeKindInvalid],
      [{ campaign_id: riversideCampaignId, kind: 'lead', occurred_on: daysAgo(-3) }, MESSAGES.outcomeDayInvalid],
      [{ campaign_id: riversideCampaignId, kind: 'lead', occurred_on: '2026-02-30' }, MESSAGES.outcomeDayInvalid],
      [{ campaign_id: riversideCampaignId, kind: 'lead', occurred_on: daysAgo(1), note: 'x'.repeat(501) }, MESSAGES.outcomeNoteTooLong],
      // Another organisation's campaign is no campaign of this one.
      [{ campaign_id: lakesideCampaignId, kind: 'lead', occurred_on: daysAgo(1) }, MESSAGES.outcomeCampaignUnknown],
    ];
    for (const [payload, message] of cases) {
      const response = await record(f.riversideAdmin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    expect((await outcomes(f.riversideAdmin)).records.length).toBe(before);
  });

  it('lets a Member read outcomes but not record them; keeps each organisation to its own', async () => {
    const member = await outcomes(f.riversideMember);
    expect(member.can_record).toBe(false);
    expect(member.records.length).toBeGreaterThan(0);
    expect((await record(f.riversideMember, { campaign_id: riversideCampaignId, kind: 'lead', occurred_on: daysAgo(1) })).statusCode).toBe(403);

    const lakeside = await outcomes(lakesideAdmin);
    expect(lakeside.records).toEqual([]);
    const riversideOutcome = (await outcomes(f.riversideAdmin)).records[0]!;
    const removed = await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.analyticsOutcomeDelete, payload: { outcome_id: riversideOutcome.id } });
    expect(removed.statusCode).toBe(404);
    expect(errorOf(removed).message).toBe(MESSAGES.outcomeNotFound);
    expect((await outcomes(f.riversideAdmin)).records.map((row) => row.id)).toContain(riversideOutcome.id);
  });

  it('lets an agency manager record for a client and see every client side by side', async () => {
    const agencyManager = await createAgencyUser(t.db, 'manager', 'outcomes-agency@example.org');
    const session = await t.signIn(agencyManager.email, FIXTURE_PASSWORD);
    const response = await record(session, { organization_id: f.riverside.id, campaign_id: riversideCampaignId, kind: 'enquiry', occurred_on: daysAgo(0) });
    expect(response.statusCode, response.body).toBe(200);
    const all = await outcomes(session);
    expect(all.endpoint).toBeNull();
    expect(all.records.every((row) => row.organization_name === 'Riverside EDO')).toBe(true);
    const removed = await t.as(session, { method: 'POST', url: API_PATHS.analyticsOutcomeDelete, payload: { outcome_id: answerOf(analyticsEndpoints.analyticsOutcomeRecord, response).record.id } });
    expect(answerOf(analyticsEndpoints.analyticsOutcomeDelete, removed).message).toBe(MESSAGES.outcomeDeleted);
  });
});

describe('outcomes sent by another system', () => {
  const body = (fields: Record<string, unknown> = {}) =>
    JSON.stringify({ organization_id: f.riverside.id, campaign_id: riversideCampaignId, kind: 'lead', occurred_on: daysAgo(1), note: 'From the CRM', external_id: 'crm-42', ...fields });

  it('refuses everything while the organisation has no signing secret', async () => {
    const response = await send(body(), signatureHeader('outsec_guess', body(), now()));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(MESSAGES.outcomeSignatureInvalid);
  });

  it('records a signed outcome once, however often it is resent, and refuses wrong, stale, foreign or missing signatures', async () => {
    const made = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.analyticsOutcomeSecret, payload: {} });
    const { secret } = answerOf(analyticsEndpoints.analyticsOutcomeSecret, made).data;
    expect(secret).toMatch(/^outsec_/);
    expect((await outcomes(f.riversideAdmin)).endpoint?.secret_created_at).toEqual(expect.any(String));
    const lakesideSecret = answerOf(
      analyticsEndpoints.analyticsOutcomeSecret,
      await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.analyticsOutcomeSecret, payload: {} }),
    ).data.secret;
    const before = (await outcomes(f.riversideAdmin)).records.length;

    const refused = [
      signatureHeader(secret, body({ note: 'changed after signing' }), now()),
      signatureHeader(secret, body(), now() - 301),
      signatureHeader(lakesideSecret, body(), now()),
      'v1=abc',
      undefined,
    ];
    for (const signature of refused) {
      const response = await send(body(), signature);
      expect(response.statusCode, String(signature)).toBe(401);
      expect(errorOf(response).message).toBe(MESSAGES.outcomeSignatureInvalid);
    }
    expect((await outcomes(f.riversideAdmin)).records.length).toBe(before);

    const first = await send(body(), signatureHeader(secret, body(), now()));
    expect(answerOf(analyticsEndpoints.outcomeReceive, first)).toMatchObject({ message: MESSAGES.outcomeRecorded, record: { external_id: 'crm-42', recorded_by: null } });
    const again = await send(body(), signatureHeader(secret, body(), now()));
    expect(answerOf(analyticsEndpoints.outcomeReceive, again).message).toBe(MESSAGES.outcomeAlreadyRecorded);
    expect((await outcomes(f.riversideAdmin)).records.filter((row) => row.external_id === 'crm-42')).toHaveLength(1);

    // A new secret replaces the old one at once.
    await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.analyticsOutcomeSecret, payload: {} });
    const old = await send(body({ external_id: 'crm-43' }), signatureHeader(secret, body({ external_id: 'crm-43' }), now()));
    expect(old.statusCode).toBe(401);
  });

  it('answers a body that is not JSON, or names another organisation’s campaign, with a clear refusal', async () => {
    const notJson = await send('{"organization_id":', 't=1,v1=00');
    expect(notJson.statusCode).toBe(400);
    const made = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.analyticsOutcomeSecret, payload: {} });
    const { secret } = answerOf(analyticsEndpoints.analyticsOutcomeSecret, made).data;
    const foreign = body({ campaign_id: lakesideCampaignId, external_id: 'crm-99' });
    const response = await send(foreign, signatureHeader(secret, foreign, now()));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(MESSAGES.outcomeCampaignUnknown);
  });
});
