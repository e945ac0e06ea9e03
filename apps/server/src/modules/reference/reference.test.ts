import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { referenceEndpoints } from '@roi/contract/endpoints/reference';
import { MESSAGES } from '@roi/contract/messages';
import type { ReferenceRecord } from '@roi/contract/posts';
import { answerOf, errorOf } from '../../test/answers.js';
import { createTenantFixture, createTestApp, type TenantFixture, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

async function lookup(session: SessionData, category: string, includeInactive = false) {
  const query: Record<string, string> = { category };
  if (includeInactive) query.include_inactive = 'true';
  return t.as(session, { method: 'GET', url: API_PATHS.referenceGet, query });
}

/** The entries of a list, as the lookup answers them. */
async function entries(session: SessionData, category: string, includeInactive = false): Promise<ReferenceRecord[]> {
  return answerOf(referenceEndpoints.referenceGet, await lookup(session, category, includeInactive)).records;
}

function save(session: SessionData, body: Record<string, unknown>) {
  return t.as(session, { method: 'POST', url: API_PATHS.referenceSave, payload: body });
}

describe('the reference lookup', () => {
  it('answers each reference list in its order to anyone signed in', async () => {
    const goals = await lookup(f.riversideMember, 'goal');
    expect(goals.statusCode).toBe(200);
    expect(answerOf(referenceEndpoints.referenceGet, goals).records.map((record) => record.label)).toEqual([
      'Attract investment',
      'Promote sites and buildings',
      'Workforce and talent',
      'Business retention and expansion',
      'Announce news',
      'Promote an event',
      'Build brand awareness',
    ]);
    const expected = { industry: 9, region: 7, audience: 8, country: 3, timezone: 3 };
    for (const [category, size] of Object.entries(expected)) {
      expect(await entries(f.riversideMember, category), category).toHaveLength(size);
    }
    const zones = await entries(f.riversideMember, 'timezone');
    expect(zones.map((zone) => [zone.value, zone.label])).toContainEqual(['America/New_York', 'EST']);
  });

  it('refuses an unknown category and a caller without a session', async () => {
    expect((await lookup(f.riversideMember, 'colour')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.referenceGet, query: { category: 'goal' } })).statusCode).toBe(401);
  });
});

describe('managing the lists', () => {
  it('lets the agency admin add, rename and retire an entry; a retired one is no longer offered', async () => {
    const added = await save(f.agencyAdmin, { category: 'industry', label: 'Semiconductors' });
    expect(added.statusCode, added.body).toBe(200);
    const saved = answerOf(referenceEndpoints.referenceSave, added);
    expect(saved.message).toBe(MESSAGES.referenceSaved);
    const entry = saved.data;
    expect(entry).toMatchObject({ value: 'Semiconductors', label: 'Semiconductors', active: true, sort_order: 9 });
    expect(await entries(f.riversideMember, 'industry')).toContainEqual(entry);

    const renamed = await save(f.agencyAdmin, { id: entry.id, category: 'industry', label: 'Semiconductors and chips', active: true });
    expect(answerOf(referenceEndpoints.referenceSave, renamed).data).toMatchObject({ value: 'Semiconductors', label: 'Semiconductors and chips' });

    await save(f.agencyAdmin, { id: entry.id, category: 'industry', label: 'Semiconductors and chips', active: false });
    const offered = await entries(f.riversideMember, 'industry');
    expect(offered.map((record) => record.id)).not.toContain(entry.id);
    const managed = await entries(f.agencyAdmin, 'industry', true);
    expect(managed.find((record) => record.id === entry.id)).toMatchObject({ active: false });
  });

  it('refuses a label the list already has, whatever its case', async () => {
    const response = await save(f.agencyAdmin, { category: 'region', label: 'midwest' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(MESSAGES.referenceLabelTaken);
  });

  it('compares a new label only with its own list', async () => {
    // 'Technology' is an industry; as a goal it is new.
    const response = await save(f.agencyAdmin, { category: 'goal', label: 'Technology' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is for agency admins only', async () => {
    expect((await save(f.riversideAdmin, { category: 'goal', label: 'Something' })).statusCode).toBe(403);
    expect((await save(f.riversideMember, { category: 'goal', label: 'Something' })).statusCode).toBe(403);
    expect((await lookup(f.riversideAdmin, 'goal', true)).statusCode).toBe(403);
    const goals = await entries(f.riversideMember, 'goal');
    expect(goals.map((goal) => goal.label)).not.toContain('Something');
  });

  it('answers 404 for an entry of another list', async () => {
    const goals = await entries(f.agencyAdmin, 'goal');
    const response = await save(f.agencyAdmin, { id: goals[0]!.id, category: 'region', label: 'Elsewhere' });
    expect(response.statusCode).toBe(404);
  });
});
