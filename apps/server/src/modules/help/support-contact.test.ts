import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { helpEndpoints } from '@roi/contract/endpoints/help';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf, errorOf } from '../../test/answers.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

const DIGITAL_TEAM = { name: 'Digital team', email: 'digital@riverside.example.org', phone: '+1 555 010 0100', url: '' };

function read(session: SessionData) {
  return t.as(session, { method: 'GET', url: API_PATHS.supportContact });
}

function save(session: SessionData, payload: Record<string, unknown>) {
  return t.as(session, { method: 'PUT', url: API_PATHS.supportContactSave, payload });
}

describe('support contact', () => {
  it('starts empty, is set by an admin and read by everyone of the organisation', async () => {
    const before = answerOf(helpEndpoints.supportContact, await read(f.riversideMember)).data;
    expect(before).toMatchObject({ organization_id: f.riverside.id, organization_name: 'Riverside EDO', contact: null, can_edit: false });

    const saved = await save(f.riversideAdmin, DIGITAL_TEAM);
    expect(answerOf(helpEndpoints.supportContactSave, saved)).toMatchObject({
      message: MESSAGES.supportContactSaved,
      data: { contact: DIGITAL_TEAM, can_edit: true },
    });
    const seen = answerOf(helpEndpoints.supportContact, await read(f.riversideMember)).data;
    expect(seen.contact).toMatchObject(DIGITAL_TEAM);
  });

  it('refuses a member, who may not edit the organisation settings, and changes nothing', async () => {
    const refused = await save(f.riversideMember, { ...DIGITAL_TEAM, name: 'Someone else' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.forbidden);
    expect(answerOf(helpEndpoints.supportContact, await read(f.riversideAdmin)).data.contact?.name).toBe('Digital team');
  });

  it('refuses each bad field with its message and keeps the saved contact', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...DIGITAL_TEAM, email: 'not-an-address' }, MESSAGES.emailFormat],
      [{ ...DIGITAL_TEAM, phone: 'call us' }, MESSAGES.supportContactPhoneFormat],
      [{ ...DIGITAL_TEAM, phone: '12' }, MESSAGES.supportContactPhoneFormat],
      [{ ...DIGITAL_TEAM, url: 'javascript:alert(1)' }, MESSAGES.websiteFormat],
      [{ ...DIGITAL_TEAM, name: 'x'.repeat(101) }, MESSAGES.supportContactNameLength],
      [{ name: 'Digital team', email: '', phone: '', url: '' }, MESSAGES.supportContactNeedsAWay],
    ];
    for (const [payload, message] of cases) {
      const answer = await save(f.riversideAdmin, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(answer).message).toContain(message);
    }
    expect((await save(f.riversideAdmin, { name: 'Digital team' })).statusCode).toBe(400);
    expect(answerOf(helpEndpoints.supportContact, await read(f.riversideAdmin)).data.contact).toMatchObject(DIGITAL_TEAM);
  });

  it("keeps each organisation's contact to itself: another organisation and the agency see their own", async () => {
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    expect(answerOf(helpEndpoints.supportContact, await read(lakesideAdmin)).data).toMatchObject({
      organization_id: f.lakeside.id,
      contact: null,
      can_edit: true,
    });
    await save(lakesideAdmin, { name: '', email: '', phone: '', url: 'https://lakeside.example.org/help' });
    expect(answerOf(helpEndpoints.supportContact, await read(f.riversideMember)).data.contact?.email).toBe(DIGITAL_TEAM.email);

    const agency = answerOf(helpEndpoints.supportContact, await read(f.agencyAdmin)).data;
    expect(agency).toMatchObject({ organization_id: 1, contact: null, can_edit: true });
    await save(f.agencyAdmin, { name: 'Agency help desk', email: 'help@agency.example.org', phone: '', url: '' });
    expect(answerOf(helpEndpoints.supportContact, await read(f.riversideMember)).data.contact?.name).toBe('Digital team');
    expect(answerOf(helpEndpoints.supportContact, await read(lakesideAdmin)).data.contact?.url).toBe('https://lakeside.example.org/help');
  });

  it('removes the contact when every field is emptied', async () => {
    const cleared = answerOf(helpEndpoints.supportContactSave, await save(f.riversideAdmin, { name: '', email: '', phone: '', url: '' }));
    expect(cleared).toMatchObject({ message: MESSAGES.supportContactCleared, data: { contact: null } });
    expect(answerOf(helpEndpoints.supportContact, await read(f.riversideMember)).data.contact).toBeNull();
  });
});
