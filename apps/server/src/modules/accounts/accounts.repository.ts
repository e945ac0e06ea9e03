import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { invitations, organizations, refreshTokens, roles, users } from '../../db/schema.js';
import { lockSessionsOf } from '../auth/auth.repository.js';

export async function findUserIdInOrganization(db: Database, organizationId: number, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row?.id;
}

/**
 * Whether the address has an account (a user with a password) in any organisation. Asked of the
 * database's own function (docs/decisions/0012), which answers yes or no even where row security hides
 * the other organisations' users from the caller.
 */
export async function addressHasAccount(db: Database, email: string): Promise<boolean> {
  const result = (await db.execute(sql`select roi_address_has_account(${email}) as "hasAccount"`)) as unknown as {
    rows: { hasAccount: boolean }[];
  };
  return result.rows[0]!.hasAccount;
}

/**
 * Holds the address until the transaction ends, so that of a sign-up and registrations racing to make
 * the address's one account, one does and the others see it.
 */
export async function lockAddress(db: Database, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account:${email}`}, 0))`);
}

export async function findUser(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: users.organizationId,
      organizationName: organizations.name,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

export async function insertInvitedUser(
  db: Database,
  user: { email: string; organizationId: number; roleId: number; firstName: string; lastName: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...user, status: 'invited', passwordHash: null })
    .returning({ id: users.id });
  return row!.id;
}

export async function insertInvitation(
  db: Database,
  invitation: { userId: number; tokenHash: string; invitedBy: number; ttlDays: number },
) {
  const [row] = await db
    .insert(invitations)
    .values({
      userId: invitation.userId,
      tokenHash: invitation.tokenHash,
      invitedBy: invitation.invitedBy,
      expiresAt: sql`now() + make_interval(days => ${invitation.ttlDays})`,
    })
    .returning({ expiresAt: invitations.expiresAt });
  return row!.expiresAt;
}

/** A re-invitation voids every earlier link of the user. */
export async function revokeInvitations(db: Database, userId: number) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
}

/** The address now has an account: every link still open to it, in any organisation, stops working. */
export async function revokeInvitationsOfAddress(db: Database, email: string) {
  const unaccepted = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.passwordHash)));
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(invitations.userId, unaccepted), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
}

const liveInvitation = (tokenHash: string) =>
  and(
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.usedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

export async function findLiveInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      organizationName: organizations.name,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(liveInvitation(tokenHash));
  return row?.status === 'invited' ? row : undefined;
}

/** Whether the link was used to register: it then says so, instead of having expired. */
export async function isInvitationUsed(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: invitations.usedAt })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  return Boolean(row?.usedAt);
}

/** Uses the link up in one statement: of two registrations racing with it, one wins. */
export async function claimInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(liveInvitation(tokenHash))
    .returning({ userId: invitations.userId });
  return row?.userId;
}

export async function activateInvitedUser(
  db: Database,
  userId: number,
  details: { firstName: string; lastName: string; passwordHash: string },
) {
  const [row] = await db
    .update(users)
    .set({ ...details, status: 'active', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, 'invited')))
    .returning({ id: users.id });
  return row?.id;
}

/** A sign-up's organisation and its first Admin; the organisation is offered its onboarding. */
export async function createOrganizationWithAdmin(
  db: Database,
  input: { organizationName: string; orgTypeId: number; email: string; firstName: string; lastName: string; passwordHash: string },
) {
  const [organization] = await db
    .insert(organizations)
    .values({ name: input.organizationName, orgTypeId: input.orgTypeId, onboarding: 'offered' })
    .returning({ id: organizations.id });
  const [adminRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgTypeId, input.orgTypeId), eq(roles.level, 'admin')));
  const [user] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      roleId: adminRole!.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
    })
    .returning({ id: users.id });
  return { organizationId: organization!.id, userId: user!.id };
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends the user's sessions: every one, or every one but the session given. In a transaction. */
export async function revokeSessions(db: Database, userId: number, exceptFamilyId?: string) {
  // A refresh of one of them under way would otherwise store a successor this statement does not see.
  await lockSessionsOf(db, userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
