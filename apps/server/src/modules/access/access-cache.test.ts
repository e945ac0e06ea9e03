import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { userEndpoints } from '@roi/contract/endpoints/users';
import { featureActions, menuAccess, menuFeatures, refreshTokens, users } from '../../db/schema.js';
import { answerOf } from '../../test/answers.js';
import { FIXTURE_PASSWORD, createClientOrganization, createTestApp, menuQuery, type ClientOrganization, type TestApp } from '../../test/test-app.js';

/**
 * Sessions and grants are kept in memory while nothing that decides them changes
 * (docs/decisions/0021). Two servers share one database here, as two processes would: whatever either
 * kept, a change made through the other, or straight in the database, applies on the next request.
 */

let first: TestApp;
let second: TestApp;
let servers: [string, TestApp][];

beforeAll(async () => {
  first = await createTestApp();
  second = await first.anotherServer();
  servers = [
    ['first', first],
    ['second', second],
  ];
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const menuStatus = (t: TestApp, session: SessionData) =>
  t.as(session, { method: 'GET', url: API_PATHS.getMenuAccess, query: menuQuery(session) }).then((answer) => answer.statusCode);
const userListStatus = (t: TestApp, session: SessionData) =>
  t.as(session, { method: 'POST', url: API_PATHS.userList, payload: { page: 1, page_size: 10 } }).then((answer) => answer.statusCode);

/** Asks through both servers, so that each keeps the session and its grants, and answers what each said. */
async function statusesOf(ask: (t: TestApp) => Promise<number>): Promise<number[]> {
  return Promise.all(servers.map(([, t]) => ask(t)));
}

describe('what a server keeps in memory', () => {
  let organization: ClientOrganization;
  let admin: SessionData;

  beforeAll(async () => {
    organization = await createClientOrganization(first.db, 'Kept Grants EDO');
    admin = await first.signIn(organization.admin.email, FIXTURE_PASSWORD);
  });

  it('refuses a disabled account on its next request through either server', async () => {
    const manager = await first.signIn(organization.manager.email, FIXTURE_PASSWORD);
    expect(await statusesOf((t) => menuStatus(t, manager))).toEqual([200, 200]);

    const edit = await first.as(admin, {
      method: 'PUT',
      url: API_PATHS.userEdit,
      payload: { user_id: organization.manager.id, first_name: 'Kept', last_name: 'Manager', role_id: manager.role_id, status: 'disabled' },
    });
    answerOf(userEndpoints.userEdit, edit);

    expect(await statusesOf((t) => menuStatus(t, manager))).toEqual([401, 401]);
  });

  it('answers with the role a person has now, changed through the other server', async () => {
    const member = await first.signIn(organization.member.email, FIXTURE_PASSWORD);
    expect(await statusesOf((t) => userListStatus(t, member))).toEqual([403, 403]);

    const edit = await second.as(admin, {
      method: 'PUT',
      url: API_PATHS.userEdit,
      payload: { user_id: organization.member.id, first_name: 'Kept', last_name: 'Member', role_id: admin.role_id, status: 'active' },
    });
    answerOf(userEndpoints.userEdit, edit);

    expect(await statusesOf((t) => userListStatus(t, member))).toEqual([200, 200]);
  });

  it('applies a grant taken away straight in the database on the next request', async () => {
    expect(await statusesOf((t) => userListStatus(t, admin))).toEqual([200, 200]);

    const [usersView] = await first.db
      .select({ id: featureActions.id })
      .from(featureActions)
      .innerJoin(menuFeatures, eq(menuFeatures.id, featureActions.featureId))
      .where(and(eq(menuFeatures.element, 'UserManagement'), eq(featureActions.actionName, 'View')));
    await first.db
      .insert(menuAccess)
      .values({ roleId: admin.role_id, organizationId: organization.id, featureActionId: usersView!.id, checked: false });

    expect(await statusesOf((t) => userListStatus(t, admin))).toEqual([403, 403]);

    await first.db.delete(menuAccess).where(and(eq(menuAccess.organizationId, organization.id), eq(menuAccess.featureActionId, usersView!.id)));
    expect(await statusesOf((t) => userListStatus(t, admin))).toEqual([200, 200]);
  });

  it('ends a session signed out through the other server, and one revoked in the database', async () => {
    const signedOut = await first.signIn(organization.admin.email, FIXTURE_PASSWORD);
    const revoked = await first.signIn(organization.admin.email, FIXTURE_PASSWORD);
    expect(await statusesOf((t) => menuStatus(t, signedOut))).toEqual([200, 200]);
    expect(await statusesOf((t) => menuStatus(t, revoked))).toEqual([200, 200]);

    const signOut = await second.app.inject({ method: 'POST', url: API_PATHS.logout, payload: { refreshToken: signedOut.refresh_token } });
    answerOf(authEndpoints.logout, signOut);
    await first.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.userId, revoked.user_id));

    expect(await statusesOf((t) => menuStatus(t, signedOut))).toEqual([401, 401]);
    expect(await statusesOf((t) => menuStatus(t, revoked))).toEqual([401, 401]);
  });

  it('refuses an account disabled straight in the database on the next request', async () => {
    const session = await first.signIn(organization.member.email, FIXTURE_PASSWORD);
    expect(await statusesOf((t) => menuStatus(t, session))).toEqual([200, 200]);

    await first.db.update(users).set({ status: 'disabled' }).where(eq(users.id, organization.member.id));

    expect(await statusesOf((t) => menuStatus(t, session))).toEqual([401, 401]);
  });
});
