import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, and } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import { ORG_TYPE } from '@roi/contract/constants';
import type { SessionData } from '@roi/contract/auth';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { organizations, roles, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { answerOf } from './answers.js';
import { TEST_ADMIN, testConfig } from './test-config.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
  signIn(email: string, password: string): Promise<SessionData>;
  signInAsAgencyAdmin(): Promise<SessionData>;
  /** A request with the session's bearer token. */
  as(session: SessionData, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Another server on the same database, as a second process would be: its own services and what
   * they keep in memory. It leaves the database open when it closes; this app closes it.
   */
  anotherServer(): Promise<TestApp>;
}

export async function createTestApp(configOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  return serveTestApp(database, testConfig(configOverrides));
}

async function serveTestApp(database: DatabaseHandle, config: Config): Promise<TestApp> {
  const app = await buildApp({ config, database });
  await app.ready();
  const signIn = async (email: string, password: string) => {
    const response = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { email, password } });
    return answerOf(authEndpoints.login, response).data;
  };
  return {
    app,
    db: database.db,
    config,
    close: () => app.close(),
    signIn,
    signInAsAgencyAdmin: () => signIn(TEST_ADMIN.email, TEST_ADMIN.password),
    as: (session, options) =>
      app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${session.access_token}` },
      }),
    anotherServer: () => serveTestApp({ ...database, close: async () => {} }, config),
  };
}

export const FIXTURE_PASSWORD = 'Fixture!Pass1';

export interface ClientOrganization {
  id: number;
  admin: { id: number; email: string };
  manager: { id: number; email: string };
  member: { id: number; email: string };
}

/** A client organisation (economic development type) with an Admin, a Manager and a Member. */
export async function createClientOrganization(db: Database, name: string): Promise<ClientOrganization> {
  const [organization] = await db
    .insert(organizations)
    .values({ name, orgTypeId: ORG_TYPE.economicDevelopment })
    .returning({ id: organizations.id });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const createUser = async (level: 'admin' | 'manager' | 'member') => {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgTypeId, ORG_TYPE.economicDevelopment), eq(roles.level, level)));
    const email = `${level}@${slug}.test`;
    const [user] = await db
      .insert(users)
      .values({
        organizationId: organization!.id,
        roleId: role!.id,
        email,
        firstName: level,
        lastName: name,
        passwordHash,
      })
      .returning({ id: users.id });
    return { id: user!.id, email };
  };
  return {
    id: organization!.id,
    admin: await createUser('admin'),
    manager: await createUser('manager'),
    member: await createUser('member'),
  };
}

/** Adds a user to the agency with the given role level. */
export async function createAgencyUser(db: Database, level: 'manager' | 'member', email: string) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgTypeId, ORG_TYPE.agency), eq(roles.level, level)));
  const [user] = await db
    .insert(users)
    .values({ organizationId: 1, roleId: role!.id, email, firstName: 'Agency', lastName: level, passwordHash: await hashPassword(FIXTURE_PASSWORD) })
    .returning({ id: users.id });
  return { id: user!.id, email };
}

export function menuQuery(session: SessionData) {
  return {
    orgTypeId: String(session.org_type),
    roleId: String(session.role_id),
    organizationId: String(session.org_id),
    langCode: 'en',
    userId: String(session.user_id),
  };
}

/** Two client organisations side by side, with the sessions most tests act as. */
export interface TenantFixture {
  riverside: ClientOrganization;
  lakeside: ClientOrganization;
  agencyAdmin: SessionData;
  riversideAdmin: SessionData;
  riversideMember: SessionData;
}

export async function createTenantFixture(t: TestApp): Promise<TenantFixture> {
  const riverside = await createClientOrganization(t.db, 'Riverside EDO');
  const lakeside = await createClientOrganization(t.db, 'Lakeside Partnership');
  return {
    riverside,
    lakeside,
    agencyAdmin: await t.signInAsAgencyAdmin(),
    riversideAdmin: await t.signIn(riverside.admin.email, FIXTURE_PASSWORD),
    riversideMember: await t.signIn(riverside.member.email, FIXTURE_PASSWORD),
  };
}
