import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { userEndpoints } from '@roi/contract/endpoints/users';
import type { MenuAccessMatrix } from '@roi/contract/menu';
import { MESSAGES } from '@roi/contract/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { featureActions, menuAccess, menuFeatures, seedState } from '../../db/schema.js';
import { seedDatabase } from '../../db/seed.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { TEST_ADMIN } from '../../test/test-config.js';
import {
  FIXTURE_PASSWORD,
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

const call = (session: SessionData, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, query?: Record<string, string>) =>
  t.as(session, { method, url, ...(payload ? { payload } : {}), ...(query ? { query } : {}) });
const userList = async (session: SessionData, payload: object) =>
  answerOf(userEndpoints.userList, await call(session, 'POST', API_PATHS.userList, payload));
const menuMatrix = async (session: SessionData, query: Record<string, string>) =>
  answerOf(menuEndpoints.getMenu, await call(session, 'GET', API_PATHS.getMenu, undefined, query)).records;
const navigationOf = async (session: SessionData) =>
  answerOf(menuEndpoints.getMenuAccess, await call(session, 'GET', API_PATHS.getMenuAccess, undefined, menuQuery(session))).records;

describe('who may administer', () => {
  const administrationCalls = (organizationId: number, userId: number, roleId: number) =>
    [
      ['POST', API_PATHS.userList, { organization_id: organizationId }],
      ['PUT', API_PATHS.userEdit, { user_id: userId, first_name: 'A', last_name: 'B', role_id: roleId, status: 'active' }],
      ['POST', API_PATHS.organizationUpdate, { organization_id: organizationId, website: 'https://x.example.org' }],
      ['PUT', API_PATHS.setMenu, { role_id: roleId, organization_id: organizationId, menus: [] }],
      ['GET', API_PATHS.getMenu, undefined, { orgTypeId: '2', roleId: String(roleId), organizationId: String(organizationId) }],
    ] as const;

  it('answers a Member 403 on every administration call', async () => {
    for (const [method, url, payload, query] of administrationCalls(riverside.id, riverside.manager.id, riversideMember.role_id)) {
      const response = await call(riversideMember, method, url, payload, query);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(riversideMember, 'POST', API_PATHS.organizationList, {})).statusCode).toBe(403);
    expect((await call(riversideMember, 'POST', API_PATHS.organizationCreate, { organization_name: 'X', org_type_id: 2 })).statusCode).toBe(403);
  });

  it("answers a client admin 404 on another organisation's users and settings", async () => {
    for (const [method, url, payload, query] of administrationCalls(lakeside.id, lakeside.member.id, riversideMember.role_id)) {
      const response = await call(riversideAdmin, method, url, payload, query);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(riversideAdmin, 'GET', API_PATHS.organizationGet, undefined, { orgId: String(lakeside.id) })).statusCode).toBe(404);
  });
});

describe('users', () => {
  it("lists a client admin's own organisation only, paged, with total_count", async () => {
    const response = await call(riversideAdmin, 'POST', API_PATHS.userList, { page: 1, page_size: 2 });
    expect(response.statusCode).toBe(200);
    const body = answerOf(userEndpoints.userList, response);
    expect(body.total_count).toBe(3);
    expect(body.records).toHaveLength(2);
    expect(body.records.every((user) => user.organization_id === riverside.id)).toBe(true);
    const second = await userList(riversideAdmin, { page: 2, page_size: 2 });
    expect(second.records).toHaveLength(1);
    expect(new Set([...body.records, ...second.records].map((user) => user.user_id)).size).toBe(3);
  });

  it('lets the agency search every organisation, by name or email, taking % and _ literally', async () => {
    const byEmail = await userList(agencyAdmin, { search: 'lakeside' });
    expect(byEmail.total_count).toBe(3);
    const wildcard = await userList(agencyAdmin, { search: '%' });
    expect(wildcard.total_count).toBe(0);
    const filtered = await userList(agencyAdmin, { organization_id: riverside.id, role_id: riversideMember.role_id });
    expect(filtered.records.map((user) => user.email)).toEqual([riverside.member.email]);
  });

  it('answers one user as the list shows them, to whoever may see them', async () => {
    const listed = (await userList(riversideAdmin, { search: riverside.member.email })).records[0];
    const one = await call(riversideAdmin, 'GET', API_PATHS.userGet, undefined, { userId: String(riverside.member.id) });
    expect(one.statusCode).toBe(200);
    expect(answerOf(userEndpoints.userGet, one).data).toEqual(listed);
    const byAgency = await call(agencyAdmin, 'GET', API_PATHS.userGet, undefined, { userId: String(riverside.member.id) });
    expect(answerOf(userEndpoints.userGet, byAgency).data).toEqual(listed);
    const hidden = await call(riversideAdmin, 'GET', API_PATHS.userGet, undefined, { userId: String(lakeside.member.id) });
    const missing = await call(riversideAdmin, 'GET', API_PATHS.userGet, undefined, { userId: '2147483647' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await call(riversideMember, 'GET', API_PATHS.userGet, undefined, { userId: String(riverside.member.id) })).statusCode).toBe(403);
  });

  it('edits names, role and status; disabling ends the sessions at once', async () => {
    const org = await createClientOrganization(t.db, 'Edit Org');
    const admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
    const manager = await t.signIn(org.manager.email, FIXTURE_PASSWORD);
    const response = await call(admin, 'PUT', API_PATHS.userEdit, {
      user_id: org.manager.id,
      first_name: 'Morgan',
      last_name: 'Ellis',
      role_id: riversideMember.role_id,
      status: 'disabled',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'User updated successfully', data: { first_name: 'Morgan', role_name: 'Member', status: 'disabled' } });
    expect((await call(manager, 'GET', API_PATHS.getMenuAccess, undefined, menuQuery(manager))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.refreshToken, payload: { refreshToken: manager.refresh_token } })).statusCode).toBe(401);
  });

  it('keeps an admin from locking itself out and an organisation from losing its last admin', async () => {
    const org = await createClientOrganization(t.db, 'Last Admin Org');
    const admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
    const self = await call(admin, 'PUT', API_PATHS.userEdit, {
      user_id: org.admin.id,
      first_name: 'A',
      last_name: 'B',
      role_id: admin.role_id,
      status: 'disabled',
    });
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).message).toBe(MESSAGES.cannotLockOutSelf);
    const lastAdmin = await call(agencyAdmin, 'PUT', API_PATHS.userEdit, {
      user_id: org.admin.id,
      first_name: 'A',
      last_name: 'B',
      role_id: riversideMember.role_id,
      status: 'active',
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(errorOf(lastAdmin).message).toBe(MESSAGES.lastAdmin);
  });

  it('refuses a role of another organisation type and bad input', async () => {
    const wrongRole = await call(riversideAdmin, 'PUT', API_PATHS.userEdit, {
      user_id: riverside.member.id,
      first_name: 'A',
      last_name: 'B',
      role_id: agencyAdmin.role_id,
      status: 'active',
    });
    expect(wrongRole.statusCode).toBe(400);
    expect((await call(riversideAdmin, 'POST', API_PATHS.userList, { page: 0 })).statusCode).toBe(400);
    expect((await call(riversideAdmin, 'POST', API_PATHS.userList, { page_size: 1000 })).statusCode).toBe(400);
  });
});

describe('organisations', () => {
  it('lets the agency create, read, list and update a client organisation, with its brand', async () => {
    const created = await call(agencyAdmin, 'POST', API_PATHS.organizationCreate, {
      organization_name: 'Summit County EDC',
      org_type_id: 2,
      country: 'United States',
      timezone: 'America/New_York',
      primary_color: '#00c0d7',
      secondary_color: '#2196f3',
      header_font: 'Montserrat',
      body_font: 'Roboto',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Organization Created Successfully', data: { organization_name: 'Summit County EDC', org_type_name: 'Economic Development Organization', user_count: 0 } });
    const id = answerOf(organizationEndpoints.organizationCreate, created).data.id;
    const updated = await call(agencyAdmin, 'POST', API_PATHS.organizationUpdate, { organization_id: id, primary_color: '#123456', website: 'https://summit.example.org' });
    expect(updated.json()).toMatchObject({ message: 'Organization Updated Successfully', data: { primary_color: '#123456', secondary_color: '#2196f3', website: 'https://summit.example.org' } });
    const fetched = await call(agencyAdmin, 'GET', API_PATHS.organizationGet, undefined, { orgId: String(id) });
    expect(answerOf(organizationEndpoints.organizationGet, fetched).records[0]).toMatchObject({ id, header_font: 'Montserrat' });
    const listed = await call(agencyAdmin, 'POST', API_PATHS.organizationList, { search: 'summit' });
    expect(answerOf(organizationEndpoints.organizationList, listed).records.map((organization) => organization.id)).toEqual([id]);
  });

  it('lets a client admin read and edit only its own organisation', async () => {
    const own = await call(riversideAdmin, 'POST', API_PATHS.organizationUpdate, { organization_id: riverside.id, secondary_color: '#654321' });
    expect(own.statusCode).toBe(200);
    const read = await call(riversideMember, 'GET', API_PATHS.organizationGet, undefined, { orgId: String(riverside.id) });
    expect(answerOf(organizationEndpoints.organizationGet, read).records[0]?.secondary_color).toBe('#654321');
    expect((await call(riversideMember, 'POST', API_PATHS.organizationUpdate, { organization_id: riverside.id, secondary_color: '#000000' })).statusCode).toBe(403);
  });

  it('refuses a second agency, a bad colour, an unknown font and an empty name', async () => {
    expect((await call(agencyAdmin, 'POST', API_PATHS.organizationCreate, { organization_name: 'Agency 2', org_type_id: 1 })).statusCode).toBe(400);
    for (const change of [{ primary_color: 'red' }, { header_font: 'Comic Sans' }, { organization_name: ' ' }]) {
      const response = await call(agencyAdmin, 'POST', API_PATHS.organizationUpdate, { organization_id: riverside.id, ...change });
      expect(response.statusCode).toBe(400);
    }
  });

  it('lists the organisation types and the roles of a type with total_count', async () => {
    const types = answerOf(organizationEndpoints.organizationTypes, await call(riversideMember, 'POST', API_PATHS.organizationTypes, {}));
    expect(types.records).toEqual([
      { id: 1, name: 'Agency' },
      { id: 2, name: 'Economic Development Organization' },
    ]);
    const roles = answerOf(organizationEndpoints.roles, await call(riversideAdmin, 'GET', API_PATHS.roles, undefined, { orgTypeId: '2' }));
    expect(roles.total_count).toBe(3);
    expect(roles.records.map((role) => role.name)).toEqual(['Admin', 'Manager', 'Member']);
  });
});

describe('menu access', () => {
  const matrixOf = async (session: SessionData, roleId: number, organizationId: number) =>
    menuMatrix(session, { orgTypeId: '2', roleId: String(roleId), organizationId: String(organizationId) });
  const action = (matrix: MenuAccessMatrix, element: string, actionName: string) => {
    for (const menu of matrix) {
      const feature = menu.features.find((candidate) => candidate.element === element);
      if (feature) return { menu_id: menu.menu_id, feature_id: feature.feature_id, actionName };
    }
    throw new Error(`no ${element}`);
  };
  const setAction = (session: SessionData, roleId: number, organizationId: number, target: ReturnType<typeof action>, checked: boolean) =>
    call(session, 'PUT', API_PATHS.setMenu, {
      role_id: roleId,
      organization_id: organizationId,
      menus: [{ menu_id: target.menu_id, features: [{ feature_id: target.feature_id, actions: [{ action_name: target.actionName, checked }] }] }],
    });

  it("changes a role's navigation on its next menu load, for that organisation only", async () => {
    const matrix = await matrixOf(riversideAdmin, riversideMember.role_id, riverside.id);
    const analytics = action(matrix, 'Analytics', 'Enable');
    const response = await setAction(riversideAdmin, riversideMember.role_id, riverside.id, analytics, false);
    expect(response.statusCode).toBe(200);
    expect(answerOf(menuEndpoints.setMenu, response).message).toBe('Menu Action updated successfully');
    const paths = (await navigationOf(riversideMember))
      .filter((item) => item.feature.some((feature) => feature.action.some((a) => a.action_name === 'Enable' && a.checked)))
      .map((item) => item.path);
    expect(paths).not.toContain('/analytics');
    const lakesideMember = await t.signIn(lakeside.member.email, FIXTURE_PASSWORD);
    const lakesidePaths = JSON.stringify((await call(lakesideMember, 'GET', API_PATHS.getMenuAccess, undefined, menuQuery(lakesideMember))).json());
    expect(lakesidePaths).toContain('/analytics');
  });

  it('takes effect on the server at once: granting user management lets a Member list users', async () => {
    const org = await createClientOrganization(t.db, 'Grant Org');
    const admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
    const member = await t.signIn(org.member.email, FIXTURE_PASSWORD);
    expect((await call(member, 'POST', API_PATHS.userList, {})).statusCode).toBe(403);
    const matrix = await matrixOf(admin, member.role_id, org.id);
    expect((await setAction(admin, member.role_id, org.id, action(matrix, 'UserManagement', 'View'), true)).statusCode).toBe(200);
    expect((await call(member, 'POST', API_PATHS.userList, {})).statusCode).toBe(200);
  });

  it('refuses to grant what the granting admin does not hold, or to lock itself out', async () => {
    const org = await createClientOrganization(t.db, 'Unheld Org');
    const admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
    const member = await t.signIn(org.member.email, FIXTURE_PASSWORD);
    const publish = action(await matrixOf(agencyAdmin, admin.role_id, org.id), 'Scheduling', 'Publish');
    expect((await setAction(agencyAdmin, admin.role_id, org.id, publish, false)).statusCode).toBe(200);
    const grant = await setAction(admin, member.role_id, org.id, publish, true);
    expect(grant.statusCode).toBe(403);
    expect(errorOf(grant).message).toBe(MESSAGES.cannotGrantUnheld);
    const ownMatrix = await matrixOf(riversideAdmin, riversideAdmin.role_id, riverside.id);
    const lockout = await setAction(riversideAdmin, riversideAdmin.role_id, riverside.id, action(ownMatrix, 'MenuSettings', 'Edit'), false);
    expect(lockout.statusCode).toBe(409);
    const unknown = await call(riversideAdmin, 'PUT', API_PATHS.setMenu, {
      role_id: riversideMember.role_id,
      organization_id: riverside.id,
      menus: [{ menu_id: 1, features: [{ feature_id: 1, actions: [{ action_name: 'Launch', checked: true }] }] }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  describe("organisation management and the reference lists, the agency's roles' only", () => {
    const AGENCY_ONLY = ['OrganizeManagement', 'CreateOrganization', 'OrganizationDetails', 'ReferenceData'];
    const elementsOf = (matrix: MenuAccessMatrix) => matrix.flatMap((menu) => menu.features.map((feature) => feature.element));
    const clientAdminCalls = (session: SessionData) => ({
      organizationList: () => call(session, 'POST', API_PATHS.organizationList, {}),
      referenceSave: () => call(session, 'POST', API_PATHS.referenceSave, { category: 'industry', label: 'Shipbuilding' }),
    });

    it('are not offered to a client role, in its matrix or its navigation', async () => {
      const agencyMatrix = await menuMatrix(agencyAdmin, {
        orgTypeId: '1',
        roleId: String(agencyAdmin.role_id),
        organizationId: String(agencyAdmin.org_id),
      });
      expect(elementsOf(agencyMatrix)).toEqual(expect.arrayContaining(AGENCY_ONLY));
      for (const session of [agencyAdmin, riversideAdmin]) {
        const elements = elementsOf(await matrixOf(session, riversideAdmin.role_id, riverside.id));
        expect(elements).toContain('UserManagement');
        expect(elements.filter((element) => AGENCY_ONLY.includes(element))).toEqual([]);
      }
      const navigation = await navigationOf(riversideAdmin);
      expect(navigation.map((item) => item.path)).not.toContain('/organizemanagement');
      const features = navigation.flatMap((item) => item.feature.map((feature) => feature.element));
      expect(features.filter((element) => AGENCY_ONLY.includes(element))).toEqual([]);
    });

    it('are refused with a 400 when the agency admin grants them to a client role, and nothing of the request is saved', async () => {
      const org = await createClientOrganization(t.db, 'Escalation Org');
      const admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
      const agencyMatrix = await menuMatrix(agencyAdmin, {
        orgTypeId: '1',
        roleId: String(agencyAdmin.role_id),
        organizationId: String(agencyAdmin.org_id),
      });
      const analytics = action(await matrixOf(agencyAdmin, admin.role_id, org.id), 'Analytics', 'Enable');
      for (const [element, actionName, label] of [
        ['OrganizeManagement', 'View', 'Organizations'],
        ['ReferenceData', 'Edit', 'Reference Lists'],
      ] as const) {
        const target = action(agencyMatrix, element, actionName);
        const response = await call(agencyAdmin, 'PUT', API_PATHS.setMenu, {
          role_id: admin.role_id,
          organization_id: org.id,
          menus: [
            { menu_id: analytics.menu_id, features: [{ feature_id: analytics.feature_id, actions: [{ action_name: 'Enable', checked: false }] }] },
            { menu_id: target.menu_id, features: [{ feature_id: target.feature_id, actions: [{ action_name: actionName, checked: true }] }] },
          ],
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toBe(`${label} is for the agency's roles only and cannot be granted to a client organization's role`);
      }
      const calls = clientAdminCalls(admin);
      expect((await calls.organizationList()).statusCode).toBe(403);
      expect((await calls.referenceSave()).statusCode).toBe(403);
      const navigation = await navigationOf(admin);
      expect(navigation.map((item) => item.path)).toContain('/analytics');
      const analyticsEnable = navigation.find((item) => item.path === '/analytics')!.feature[0]!.action.find((a) => a.action_name === 'Enable');
      expect(analyticsEnable?.checked).toBe(true);
    });

    it('are not held by a client role whatever is stored, and are removed at the next start of a new version', async () => {
      const org = await createClientOrganization(t.db, 'Stored Grant Org');
      const admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
      const agencyOnlyActions = await t.db
        .select({ id: featureActions.id })
        .from(featureActions)
        .innerJoin(menuFeatures, eq(menuFeatures.id, featureActions.featureId))
        .where(inArray(menuFeatures.element, AGENCY_ONLY));
      // As an earlier version let the agency admin store them.
      await t.db
        .insert(menuAccess)
        .values(agencyOnlyActions.map((row) => ({ roleId: admin.role_id, organizationId: org.id, featureActionId: row.id, checked: true })));
      const calls = clientAdminCalls(admin);
      expect((await calls.organizationList()).statusCode).toBe(403);
      expect((await calls.referenceSave()).statusCode).toBe(403);
      expect(elementsOf(await matrixOf(agencyAdmin, admin.role_id, org.id)).filter((element) => AGENCY_ONLY.includes(element))).toEqual([]);

      // A database an earlier version seeded holds that version's catalogue fingerprint.
      await t.db.update(seedState).set({ fingerprint: 'an earlier version' });
      await seedDatabase(t.db, { admin: TEST_ADMIN });
      const kept = await t.db
        .select({ id: menuAccess.id })
        .from(menuAccess)
        .where(and(eq(menuAccess.roleId, admin.role_id), inArray(menuAccess.featureActionId, agencyOnlyActions.map((row) => row.id))));
      expect(kept).toEqual([]);
    });
  });
});
