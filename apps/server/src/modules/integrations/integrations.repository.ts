import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { integrationAccounts, integrations, oauthStates, organizations, sandboxPosts, users } from '../../db/schema.js';
import type { NetworkAccount } from './network.js';

// ── Connection requests ─────────────────────────────────────────────────────────────────────────

/** A new connection request; requests nobody came back for are cleared out on the way. */
export async function insertOauthState(
  db: Database,
  row: { stateHash: string; userId: number; organizationId: number; appName: string; codeVerifier: string; expiresAt: Date },
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.insert(oauthStates).values(row);
}

/** Takes a connection request once: it is deleted as it is read, and only while it is fresh. */
export async function takeOauthState(db: Database, stateHash: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, sql`now()`)))
    .returning();
  return row;
}

// ── Connections and their accounts ──────────────────────────────────────────────────────────────

export interface SealedTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
}

/**
 * Records a connection: a reconnect of the same member renews the row and keeps the organisation's
 * choices; accounts the member can no longer publish as are no longer chosen.
 */
export async function saveIntegration(
  db: Database,
  connection: {
    organizationId: number;
    appName: string;
    isSandbox: boolean;
    member: NetworkAccount;
    tokens: SealedTokens;
    /** What LinkedIn granted, separated by spaces; null when it did not say. */
    grantedScopes: string | null;
    connectedBy: number;
    accounts: NetworkAccount[];
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = {
      organizationId: connection.organizationId,
      appName: connection.appName,
      isSandbox: connection.isSandbox,
      memberUrn: connection.member.urn,
      displayName: connection.member.displayName,
      ...connection.tokens,
      grantedScopes: connection.grantedScopes,
      connectedBy: connection.connectedBy,
      connectedAt: new Date(),
      disconnectedAt: null,
    };
    const [saved] = await tx
      .insert(integrations)
      .values(values)
      .onConflictDoUpdate({
        target: [integrations.organizationId, integrations.appName, integrations.isSandbox, integrations.memberUrn],
        set: values,
      })
      .returning({ id: integrations.id });
    const integrationId = saved!.id;
    for (const account of connection.accounts) {
      await tx
        .insert(integrationAccounts)
        .values({
          integrationId,
          organizationId: connection.organizationId,
          urn: account.urn,
          displayName: account.displayName,
          accountType: account.accountType,
        })
        .onConflictDoUpdate({
          target: [integrationAccounts.integrationId, integrationAccounts.urn],
          set: { displayName: account.displayName, accountType: account.accountType },
        });
    }
    await tx
      .update(integrationAccounts)
      .set({ isSelected: false })
      .where(
        and(
          eq(integrationAccounts.integrationId, integrationId),
          notInArray(
            integrationAccounts.urn,
            connection.accounts.map((account) => account.urn),
          ),
        ),
      );
    return integrationId;
  });
}

const integrationColumns = {
  id: integrations.id,
  organizationId: integrations.organizationId,
  appName: integrations.appName,
  isSandbox: integrations.isSandbox,
  memberUrn: integrations.memberUrn,
  displayName: integrations.displayName,
  accessTokenExpiresAt: integrations.accessTokenExpiresAt,
  refreshTokenExpiresAt: integrations.refreshTokenExpiresAt,
  hasRefreshToken: sql<boolean>`${integrations.refreshToken} is not null`,
  connectedAt: integrations.connectedAt,
  connectedBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};
export type IntegrationRow = Awaited<ReturnType<typeof findConnectedIntegrations>>[number];

/**
 * The organisation's live connections to the network in use (disconnected ones stay only for the posts
 * that name them; sandbox ones are set aside once LinkedIn credentials are set, and the other way round).
 */
export async function findConnectedIntegrations(db: Database, organizationId: number, isSandbox: boolean) {
  return db
    .select(integrationColumns)
    .from(integrations)
    .innerJoin(users, eq(users.id, integrations.connectedBy))
    .where(
      and(
        eq(integrations.organizationId, organizationId),
        isNull(integrations.disconnectedAt),
        eq(integrations.isSandbox, isSandbox),
      ),
    )
    .orderBy(asc(integrations.id));
}

export async function findConnectedIntegration(db: Database, integrationId: number) {
  const [row] = await db
    .select(integrationColumns)
    .from(integrations)
    .innerJoin(users, eq(users.id, integrations.connectedBy))
    .where(and(eq(integrations.id, integrationId), isNull(integrations.disconnectedAt)));
  return row;
}

/** The connection this user made most recently for the organisation. */
export async function findLatestIntegrationBy(db: Database, userId: number, organizationId: number, appName: string) {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.connectedBy, userId),
        eq(integrations.organizationId, organizationId),
        eq(integrations.appName, appName),
        isNull(integrations.disconnectedAt),
      ),
    )
    .orderBy(desc(integrations.connectedAt))
    .limit(1);
  return row?.id;
}

export async function findAccountsOf(db: Database, integrationIds: number[]) {
  if (integrationIds.length === 0) return [];
  return db
    .select()
    .from(integrationAccounts)
    .where(inArray(integrationAccounts.integrationId, integrationIds))
    .orderBy(asc(integrationAccounts.id));
}

/** Chooses exactly these accounts of the connection; ids of other connections are ignored. */
export async function selectAccounts(db: Database, integrationId: number, accountIds: number[]): Promise<void> {
  await db
    .update(integrationAccounts)
    .set({ isSelected: sql`${integrationAccounts.id} in (${sql.join(accountIds.length ? accountIds : [0], sql`, `)})` })
    .where(eq(integrationAccounts.integrationId, integrationId));
}

/** Forgets the tokens and the choices; the rows stay for the posts that name the accounts. */
export async function disconnectIntegration(db: Database, integrationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(integrations)
      .set({ accessToken: null, refreshToken: null, disconnectedAt: new Date() })
      .where(eq(integrations.id, integrationId));
    await tx.update(integrationAccounts).set({ isSelected: false }).where(eq(integrationAccounts.integrationId, integrationId));
  });
}

/**
 * The accounts a post of the organisation goes to: chosen, of live connections to the network in use,
 * each LinkedIn account once (two members administering one page both bring it).
 */
export async function findChosenAccounts(db: Database, organizationId: number, isSandbox: boolean) {
  const rows = await db
    .select({
      id: integrationAccounts.id,
      urn: integrationAccounts.urn,
      displayName: integrationAccounts.displayName,
      accountType: integrationAccounts.accountType,
    })
    .from(integrationAccounts)
    .innerJoin(integrations, eq(integrations.id, integrationAccounts.integrationId))
    .where(
      and(
        eq(integrationAccounts.organizationId, organizationId),
        eq(integrationAccounts.isSelected, true),
        isNull(integrations.disconnectedAt),
        eq(integrations.isSandbox, isSandbox),
      ),
    )
    .orderBy(asc(integrationAccounts.id));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.urn) && seen.add(row.urn));
}

/** A connection's sealed tokens, for the publisher only. */
export async function findSealedTokens(db: Database, integrationId: number) {
  const [row] = await db
    .select({
      organizationId: integrations.organizationId,
      accessToken: integrations.accessToken,
      accessTokenExpiresAt: integrations.accessTokenExpiresAt,
      refreshToken: integrations.refreshToken,
      refreshTokenExpiresAt: integrations.refreshTokenExpiresAt,
    })
    .from(integrations)
    .where(and(eq(integrations.id, integrationId), isNull(integrations.disconnectedAt)));
  return row;
}

/** Renewed tokens, unless the connection was disconnected meanwhile (its tokens stay deleted). */
export async function updateSealedTokens(db: Database, integrationId: number, tokens: SealedTokens): Promise<void> {
  await db
    .update(integrations)
    .set(tokens)
    .where(and(eq(integrations.id, integrationId), isNull(integrations.disconnectedAt)));
}

export async function findOrganizationSummary(db: Database, organizationId: number) {
  const [row] = await db
    .select({ name: organizations.name, timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

// ── The sandbox network's feed ──────────────────────────────────────────────────────────────────

export async function findSandboxAuthor(db: Database, organizationId: number, urn: string) {
  const [row] = await db
    .select({ displayName: integrationAccounts.displayName, accountType: integrationAccounts.accountType })
    .from(integrationAccounts)
    .innerJoin(integrations, eq(integrations.id, integrationAccounts.integrationId))
    .where(
      and(
        eq(integrationAccounts.organizationId, organizationId),
        eq(integrationAccounts.urn, urn),
        eq(integrations.isSandbox, true),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSandboxPost(db: Database, row: typeof sandboxPosts.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(sandboxPosts).values(row).returning({ id: sandboxPosts.id });
  return inserted!.id;
}

export async function findSandboxPostsByAuthor(db: Database, organizationId: number, authorUrn: string) {
  return db
    .select({ id: sandboxPosts.id, commentary: sandboxPosts.commentary, createdAt: sandboxPosts.createdAt })
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.organizationId, organizationId), eq(sandboxPosts.authorUrn, authorUrn)))
    .orderBy(desc(sandboxPosts.id))
    .limit(20);
}

/** The newest posts the sandbox received for the organisation. */
export async function findSandboxFeed(db: Database, organizationId: number, limit: number) {
  return db
    .select()
    .from(sandboxPosts)
    .where(eq(sandboxPosts.organizationId, organizationId))
    .orderBy(desc(sandboxPosts.id))
    .limit(limit);
}
