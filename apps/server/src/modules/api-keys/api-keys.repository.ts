import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { apiKeys, organizations, users } from '../../db/schema.js';

const keyColumns = {
  id: apiKeys.id,
  organizationId: apiKeys.organizationId,
  name: apiKeys.name,
  shown: apiKeys.shown,
  permissions: apiKeys.permissions,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
  createdByEmail: users.email,
};

export type ApiKeyRow = Awaited<ReturnType<typeof findApiKeys>>[number];

export async function findApiKeys(db: Database, organizationId: number) {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: Database, organizationId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id)));
  return row;
}

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

export async function markApiKeyRevoked(db: Database, organizationId: number, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** The key a hash names, with the account of the person who made it as it is now. */
export async function findKeyByHash(db: Database, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      permissions: apiKeys.permissions,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      userId: users.id,
      email: users.email,
      status: users.status,
      roleId: users.roleId,
      organizationId: users.organizationId,
      orgTypeId: organizations.orgTypeId,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.createdByUserId), eq(users.organizationId, apiKeys.organizationId)))
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(eq(apiKeys.keyHash, keyHash));
  return row;
}

/** Notes a use at most once a minute, so that a busy key does not write on every call. */
export async function touchApiKey(db: Database, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
