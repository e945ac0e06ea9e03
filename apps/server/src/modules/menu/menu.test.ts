import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import type { MenuItem } from '@roi/contract/menu';
import { MESSAGES } from '@roi/contract/messages';
import { auditLog, featureActions, menuAccess, menuFeatures, users } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import {
  FIXTURE_PASSWORD,
  createAgencyUser,
  createClientOrganization,
  createTenantFixture,
  createTestApp,
  menuQuery,
  type ClientOrganization,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
let riverside: ClientOrganization;
let lakeside: ClientOrganization;
let agencyAdmin: SessionData;
let riversideAdmin: SessionData;
let riversideMember: SessionData;

beforeAll(async () => {
  t = await createTestApp();
  ({ riverside, lakeside, agencyAdmin, riversideAdmin, riversideMember } = await createTenantFixture(t));
});
afterAll(() => t.close());

const getMenuAccess = (session: SessionData, query: Record<string, string> = menuQuery(session)) =>
  t.as(session, { method: 'GET', url: API_PATHS.getMenuAccess, query });
const getMenu = (session: SessionData, query: Record<string, string>) =>
  t.as(session, { method: 'GET', url: API_PATHS.getMenu, query });

/** The query with some parameters replaced, or removed where the change says undefined. */
function changed(query: Record<string, string>, change: Record<string, string | undefined>): Record<string, string> {
  const result = { ...query };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result;
}

function enabledPaths(records: MenuItem[]): string[] {
  return records
    .filter((item) => item.feature.some((feature) => feature.action.some((a) => a.action_name === 'Enable' && a.checked)))
    .map((item) => item.path);
}

describe('getMenuAccess', () => {
  it("answers the agency admin's menu with every entry of the navigation table, enabled", async () => {
    const response = await getMenuAccess(agencyAdmin);
    expect(response.statusCode).toBe(200);
    const body = answerOf(menuEndpoints.getMenuAccess, response);
    expect(body).toMatchObject({ error: false, status_code: 200 });
    expect(enabledPaths(body.records)).toEqual([
      '/dashboard',
      '/posts',
      '/content-hub',
      '/approval',
      '/scheduling',
      '/analytics',
      '/settings',
      '/help',
      '/orgsetting',
      '/organizemanagement',
      '/usermanagement',
    ]);
    const posts = body.records.find((item) => item.path === '/posts')!;
    expect(posts).toMatchObject({ element: 'Posts', language_name: 'Posts', placement: 'main', sub: [], menu: [] });
    expect(posts.feature.map((feature) => [feature.path, feature.element])).toEqual([
      ['', 'Posts'],
      ['/createpost', 'PostsCreate'],
    ]);
    expect(posts.feature[1]!.action).toEqual([
      { action_name: 'Enable', checked: true },
      { action_name: 'Create', checked: true },
      { action_name: 'Publish', checked: true },
    ]);
  });

  it('gives a client Member no administration and no publishing', async () => {
    const response = await getMenuAccess(riversideMember);
    expect(response.statusCode).toBe(200);
    const records = answerOf(menuEndpoints.getMenuAccess, response).records;
    expect(enabledPaths(records)).toEqual(['/dashboard', '/posts', '/content-hub', '/approval', '/analytics', '/settings', '/help']);
    const publish = records
      .find((item) => item.path === '/posts')!
      .feature.find((feature) => feature.element === 'PostsCreate')!
      .action.find((action) => action.action_name === 'Publish');
    expect(publish?.checked).toBe(false);
  });

  it('gives a client Admin its organisation and users but not organisation management', async () => {
    const records = answerOf(menuEndpoints.getMenuAccess, await getMenuAccess(riversideAdmin)).records;
    const paths = enabledPaths(records);
    expect(paths).toContain('/usermanagement');
    expect(paths).toContain('/orgsetting');
    expect(paths).not.toContain('/organizemanagement');
  });

  it("answers 404 when a client user asks for another organisation's menu", async () => {
    const response = await getMenuAccess(riversideAdmin, { ...menuQuery(riversideAdmin), organizationId: String(lakeside.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, status_code: 404 });
  });

  it("answers 403 when a user asks for another user's menu in its own organisation", async () => {
    const otherUser = await getMenuAccess(riversideMember, { ...menuQuery(riversideMember), userId: String(riverside.admin.id) });
    expect(otherUser.statusCode).toBe(403);
    expect(errorOf(otherUser).message).toBe(MESSAGES.forbidden);
  });

  it('answers the role a person has now when it asks with the role it had at sign-in', async () => {
    const org = await createClientOrganization(t.db, 'Promoted Org');
    const member = await t.signIn(org.member.email, FIXTURE_PASSWORD);
    const manager = await t.signIn(org.manager.email, FIXTURE_PASSWORD);
    await t.db.update(users).set({ roleId: manager.role_id }).where(eq(users.id, org.member.id));
    // The client still asks with the Member role it stored at sign-in.
    const response = await getMenuAccess(member, menuQuery(member));
    expect(response.statusCode).toBe(200);
    expect(enabledPaths(answerOf(menuEndpoints.getMenuAccess, response).records)).toContain('/scheduling');
    // Asking for a higher role than one holds is still not a way to see it.
    const asAdmin = await getMenuAccess(manager, { ...menuQuery(manager), roleId: String(riversideAdmin.role_id) });
    expect(enabledPaths(answerOf(menuEndpoints.getMenuAccess, asAdmin).records)).not.toContain('/usermanagement');
  });

  it("lets a client admin read another role's navigation in its own organisation", async () => {
    const response = await getMenuAccess(riversideAdmin, {
      ...menuQuery(riversideAdmin),
      roleId: String(riversideMember.role_id),
      userId: String(riverside.member.id),
    });
    expect(response.statusCode).toBe(200);
    expect(enabledPaths(answerOf(menuEndpoints.getMenuAccess, response).records)).not.toContain('/usermanagement');
  });

  it('answers 404 for a user who is not in the organisation asked for', async () => {
    const response = await getMenuAccess(agencyAdmin, {
      ...menuQuery(agencyAdmin),
      orgTypeId: '2',
      roleId: String(riversideMember.role_id),
      organizationId: String(riverside.id),
      userId: String(lakeside.member.id),
    });
    expect(response.statusCode).toBe(404);
  });

  it('records every refusal in the audit log', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.event, 'authz.denied'));
    await getMenuAccess(riversideMember, { ...menuQuery(riversideMember), userId: String(riverside.admin.id) });
    await getMenuAccess(riversideAdmin, { ...menuQuery(riversideAdmin), organizationId: String(lakeside.id) });
    const after = await t.db.select().from(auditLog).where(eq(auditLog.event, 'authz.denied'));
    const added = after.slice(before.length);
    expect(added.map((entry) => entry.actorUserId)).toEqual([riverside.member.id, riverside.admin.id]);
  });

  it('lets the agency admin ask for any role of a client organisation', async () => {
    const response = await getMenuAccess(agencyAdmin, {
      ...menuQuery(agencyAdmin),
      orgTypeId: '2',
      roleId: String(riversideMember.role_id),
      organizationId: String(riverside.id),
      userId: String(riverside.member.id),
    });
    expect(response.statusCode).toBe(200);
    expect(enabledPaths(answerOf(menuEndpoints.getMenuAccess, response).records)).not.toContain('/usermanagement');
  });

  it('does not let an agency member ask for a client organisation', async () => {
    const agencyMember = await createAgencyUser(t.db, 'member', 'member@agency.test');
    const session = await t.signIn(agencyMember.email, FIXTURE_PASSWORD);
    const response = await getMenuAccess(session, { ...menuQuery(session), orgTypeId: '2', organizationId: String(riverside.id) });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['a missing roleId', { roleId: undefined }],
    ['a roleId that is not a number', { roleId: 'admin' }],
    ['a negative organizationId', { organizationId: '-4' }],
    ['an unsupported language', { langCode: 'fr' }],
    ['an id past the integer range', { userId: '99999999999' }],
  ])('refuses %s with a clear 400', async (_name, change) => {
    const response = await getMenuAccess(riversideAdmin, changed(menuQuery(riversideAdmin), change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/^Invalid request: querystring/);
  });

  it('refuses an orgTypeId that does not match the organisation', async () => {
    const response = await getMenuAccess(riversideAdmin, { ...menuQuery(riversideAdmin), orgTypeId: '1' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('orgTypeId does not match the organization');
  });

  it('answers 404 to the agency admin for an organisation that does not exist', async () => {
    const response = await getMenuAccess(agencyAdmin, { ...menuQuery(agencyAdmin), organizationId: '9999' });
    expect(response.statusCode).toBe(404);
  });
});

describe('getMenu', () => {
  const matrixQuery = (session: SessionData, organizationId = session.org_id) => ({
    orgTypeId: String(session.org_type),
    roleId: String(session.role_id),
    organizationId: String(organizationId),
  });

  it("answers an admin the menu-access matrix of its organisation's role", async () => {
    const response = await getMenu(riversideAdmin, { ...matrixQuery(riversideAdmin), roleId: String(riversideMember.role_id) });
    expect(response.statusCode).toBe(200);
    const records = answerOf(menuEndpoints.getMenu, response).records;
    expect(records.map((menu) => menu.path)).toContain('/usermanagement');
    const users = records.find((menu) => menu.path === '/usermanagement')!;
    expect(users.features[0]!.actions).toContainEqual({ action_name: 'Enable', checked: false });
  });

  it('answers 403 to a Member, who may not see menu access', async () => {
    const response = await getMenu(riversideMember, matrixQuery(riversideMember));
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 to a client admin asking for another organisation", async () => {
    const response = await getMenu(riversideAdmin, matrixQuery(riversideAdmin, lakeside.id));
    expect(response.statusCode).toBe(404);
  });

  it('reads the same menu-access rows as the navigation: granting the action lets the call through at once', async () => {
    expect((await getMenu(riversideMember, matrixQuery(riversideMember))).statusCode).toBe(403);
    const [viewMenuAccess] = await t.db
      .select({ id: featureActions.id })
      .from(featureActions)
      .innerJoin(menuFeatures, eq(menuFeatures.id, featureActions.featureId))
      .where(and(eq(menuFeatures.element, 'MenuSettings'), eq(featureActions.actionName, 'View')));
    await t.db.insert(menuAccess).values({
      roleId: riversideMember.role_id,
      organizationId: riverside.id,
      featureActionId: viewMenuAccess!.id,
      checked: true,
    });
    expect((await getMenu(riversideMember, matrixQuery(riversideMember))).statusCode).toBe(200);
    // The grant is Riverside's own: a Member elsewhere is still refused.
    const lakesideMember = await t.signIn(lakeside.member.email, FIXTURE_PASSWORD);
    expect((await getMenu(lakesideMember, matrixQuery(lakesideMember))).statusCode).toBe(403);
  });

  it.each([
    ['a missing roleId', { roleId: undefined }],
    ['an organizationId that is not a number', { organizationId: 'riverside' }],
    ['a zero orgTypeId', { orgTypeId: '0' }],
  ])('refuses %s with a clear 400', async (_name, change) => {
    const response = await getMenu(riversideAdmin, changed(matrixQuery(riversideAdmin), change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/^Invalid request: querystring/);
  });

  it('refuses a role of another organisation type', async () => {
    const response = await getMenu(riversideAdmin, { ...matrixQuery(riversideAdmin), roleId: String(agencyAdmin.role_id) });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a call with no token', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.getMenu, query: matrixQuery(riversideAdmin) });
    expect(response.statusCode).toBe(401);
  });
});
