import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf, errorOf } from '../../test/answers.js';
import {
  createAgencyUser,
  createTenantFixture,
  createTestApp,
  FIXTURE_PASSWORD,
  type TenantFixture,
  type TestApp,
} from '../../test/test-app.js';

/**
 * An organisation's rules for what it publishes (images without alt text, the plain-language reading level,
 * the label of posts drafted with the assistant, tracked links) are set by whoever may edit its settings:
 * its own admins, and the agency's admins for their clients (docs/product/administration.md#organization-management).
 */

const PUBLIC_APP_URL = 'https://social.example.org';
const LABEL = 'Drafted with AI assistance';
const RULES = { allow_images_without_alt_text: true, plain_language_grade: 8, assistant_label: LABEL, track_links: true };
const DEFAULT_RULES = { allow_images_without_alt_text: false, plain_language_grade: 10, assistant_label: null, track_links: false };

const update = (t: TestApp, session: SessionData, organizationId: number, fields: object) =>
  t.as(session, { method: 'POST', url: API_PATHS.organizationUpdate, payload: { organization_id: organizationId, ...fields } });

async function rulesOf(t: TestApp, session: SessionData, organizationId: number) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.organizationGet, query: { orgId: String(organizationId) } });
  const { allow_images_without_alt_text, plain_language_grade, assistant_label, track_links } =
    answerOf(organizationEndpoints.organizationGet, response).records[0]!;
  return { allow_images_without_alt_text, plain_language_grade, assistant_label, track_links };
}

describe("a client organisation's publishing rules, with a public APP_URL", () => {
  let t: TestApp;
  let f: TenantFixture;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: PUBLIC_APP_URL });
    f = await createTenantFixture(t);
  });
  afterAll(() => t.close());

  it("are set by an agency admin, and the client's own admin reads them back", async () => {
    const saved = await update(t, f.agencyAdmin, f.riverside.id, { ...RULES, assistant_label: `  ${LABEL}  ` });
    expect(answerOf(organizationEndpoints.organizationUpdate, saved).data).toMatchObject({
      id: f.riverside.id,
      ...RULES,
      tracked_links: { is_offered: true, app_url: PUBLIC_APP_URL },
    });
    expect(await rulesOf(t, f.riversideAdmin, f.riverside.id)).toEqual(RULES);
    // The other client keeps its own.
    expect(await rulesOf(t, f.agencyAdmin, f.lakeside.id)).toEqual(DEFAULT_RULES);

    // And turned off again the same way.
    const off = { allow_images_without_alt_text: false, plain_language_grade: null, assistant_label: null, track_links: false };
    expect((await update(t, f.agencyAdmin, f.riverside.id, off)).statusCode).toBe(200);
    expect(await rulesOf(t, f.riversideAdmin, f.riverside.id)).toEqual(off);
  });

  it("are refused to a client admin on another organisation, and to an agency user who may not edit organisations", async () => {
    const intoAnother = await update(t, f.riversideAdmin, f.lakeside.id, RULES);
    expect(intoAnother.statusCode).toBe(404);
    const agencyManager = await createAgencyUser(t.db, 'manager', 'manager@agency.test');
    const byManager = await update(t, await t.signIn(agencyManager.email, FIXTURE_PASSWORD), f.lakeside.id, RULES);
    expect(byManager.statusCode).toBe(403);
    expect(await rulesOf(t, f.agencyAdmin, f.lakeside.id)).toEqual(DEFAULT_RULES);
  });

  it('refuse a label that is blank or too long and a grade out of range, changing nothing', async () => {
    for (const [change, message] of [
      [{ assistant_label: '   ' }, MESSAGES.assistantLabelBlank],
      [{ assistant_label: 'x'.repeat(101) }, MESSAGES.assistantLabelTooLong],
      [{ plain_language_grade: 15 }, MESSAGES.plainLanguageGradeRange],
    ] as const) {
      const refused = await update(t, f.agencyAdmin, f.lakeside.id, { ...RULES, ...change });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toContain(message);
    }
    expect(await rulesOf(t, f.agencyAdmin, f.lakeside.id)).toEqual(DEFAULT_RULES);
  });
});

describe("a client organisation's publishing rules, with a localhost APP_URL", () => {
  let t: TestApp;
  let f: TenantFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await createTenantFixture(t);
  });
  afterAll(() => t.close());

  it('refuse tracked links to an agency admin with the reason, and keep the rest as it was', async () => {
    expect(t.config.appUrl).toMatch(/^http:\/\/localhost:/);
    const refused = await update(t, f.agencyAdmin, f.riverside.id, RULES);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'trackedLinksNeedPublicAddress', message: MESSAGES.trackedLinksNeedPublicAddress });
    expect(await rulesOf(t, f.riversideAdmin, f.riverside.id)).toEqual(DEFAULT_RULES);

    // The other three are set without them.
    const saved = await update(t, f.agencyAdmin, f.riverside.id, { ...RULES, track_links: false });
    expect(answerOf(organizationEndpoints.organizationUpdate, saved).data.tracked_links).toEqual({ is_offered: false, app_url: t.config.appUrl });
    expect(await rulesOf(t, f.riversideAdmin, f.riverside.id)).toEqual({ ...RULES, track_links: false });
  });
});
