import { and, eq, exists, gt, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { organizations, refreshTokens, roles, signInThrottle, users } from '../../db/schema.js';

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
  profileImageUrl: users.profileImageUrl,
  status: users.status,
  roleId: users.roleId,
  roleName: roles.name,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  orgTypeId: organizations.orgTypeId,
  companyLogoUrl: organizations.companyLogoUrl,
};

export type Account = Awaited<ReturnType<typeof findAccountByEmail>>;

function selectAccounts(db: Database) {
  return db
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId));
}

/** The address's account: its one user with a password, not an invitation it has not accepted. */
export async function findAccountByEmail(db: Database, email: string) {
  const [account] = await selectAccounts(db).where(and(eq(users.email, email), isNotNull(users.passwordHash)));
  return account;
}

export async function findAccountById(db: Database, userId: number) {
  const [account] = await selectAccounts(db).where(eq(users.id, userId));
  return account;
}

/**
 * A session is its refresh-token family, live until revoked: by signing out, a replayed refresh token,
 * a password reset or change.
 */
const sessionAccountStatement = preparedPerDatabase((db) => {
  const liveSession = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      ),
    );
  // What a request's caller is made of, and nothing more: the result may be kept in memory.
  return db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      roleId: users.roleId,
      organizationId: users.organizationId,
      orgTypeId: organizations.orgTypeId,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, sql.placeholder('userId')), exists(liveSession)))
    .prepare('find_session_account');
});

/** Runs on every authenticated request: the account, found only while the calling session is live. */
export async function findSessionAccount(db: Database, userId: number, sessionId: string) {
  const [account] = await sessionAccountStatement(db).execute({ userId, sessionId });
  return account;
}

export type SessionAccount = NonNullable<Awaited<ReturnType<typeof findSessionAccount>>>;

/**
 * Counts this attempt as a failure before the password is checked, in one statement, and answers the
 * count in the current window with the window's start. A window older than `windowMinutes` starts anew.
 */
export async function reserveSignInAttempt(db: Database, email: string, windowMinutes: number) {
  const expired = sql`${signInThrottle.windowStartedAt} < now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ email, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInThrottle.email,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: signInThrottle.failures, windowStartedAt: signInThrottle.windowStartedAt });
  return row!;
}

/** The attempt succeeded: it was not a failure after all. */
export async function releaseSignInAttempt(db: Database, email: string) {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.email, email));
}

export async function insertRefreshToken(
  db: Database,
  token: { userId: number; familyId: string; tokenHash: string; ttlDays: number },
) {
  await db.insert(refreshTokens).values({
    userId: token.userId,
    familyId: token.familyId,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(days => ${token.ttlDays})`,
  });
}

/**
 * Marks a live refresh token used and answers its row, in one statement, so that of two requests
 * racing with the same token only one can win.
 */
export async function claimRefreshToken(db: Database, tokenHash: string) {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return claimed;
}

/**
 * Makes the work on a user's sessions take turns until the transaction ends: rotating, repeating and
 * revoking refresh tokens. Each statement after it reads what the turn before committed, the tokens it
 * inserted included, which a lock on the rows found would not show (docs/decisions/0039).
 */
export async function lockSessionsOf(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sessions:${userId}`}, 0))`);
}

/**
 * `lockSessionsOf` the user the refresh token was issued to. Answers what never changes of the token (its
 * user and session), or undefined for a token never issued.
 */
export async function lockSessionsOfToken(db: Database, tokenHash: string) {
  const [token] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (token) await lockSessionsOf(db, token.userId);
  return token;
}

/**
 * Exchanges again a token rotated less than `graceSeconds` ago whose successor nobody has used yet: the
 * answer of its rotation may never have reached the client (a reload, a dropped connection). The
 * family's live token (the successor) is revoked, so that the family keeps one, and the token's row is
 * answered as a claim would. Only the latest rotation can be repeated: a token whose successor was used
 * is not exchanged again. Runs in the user's turn (`lockSessionsOf`).
 */
export async function claimRepeatedRotation(db: Database, tokenHash: string, graceSeconds: number) {
  const later = alias(refreshTokens, 'later');
  const [claimed] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        gt(refreshTokens.usedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.familyId, refreshTokens.familyId), gt(later.usedAt, refreshTokens.usedAt))),
        ),
      ),
    );
  if (!claimed) return undefined;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, claimed.familyId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)));
  return claimed;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Revokes the family's tokens still live; answers how many there were (none: the session had ended). */
export async function revokeRefreshTokenFamily(db: Database, familyId: string): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/**
 * Deletes the refresh tokens past their expiry: none can be exchanged again, and a session is never kept
 * alive by one (its live token is the newest, which expires last). A replay of one is refused as unknown
 * rather than ending its family: by then the family's tokens were issued at least as long ago as the
 * token's lifetime.
 */
export async function deleteExpiredRefreshTokens(db: Database): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`));
}

/** Deletes the failure counts whose window has ended: a new attempt would start the window anew anyway. */
export async function forgetEndedSignInWindows(db: Database, windowMinutes: number): Promise<void> {
  await db.delete(signInThrottle).where(lt(signInThrottle.windowStartedAt, sql`now() - make_interval(mins => ${windowMinutes})`));
}
