import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { invitations, organizations, refreshTokens, roles, users } from '../../db/schema.js';

export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
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

/** A re-invitation voids every earlier link of the user (decisions §3). */
export async function revokeInvitations(db: Database, userId: number) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
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

export async function createOrganizationWithAdmin(
  db: Database,
  input: { organizationName: string; orgTypeId: number; email: string; firstName: string; lastName: string; passwordHash: string },
) {
  const [organization] = await db
    .insert(organizations)
    .values({ name: input.organizationName, orgTypeId: input.orgTypeId })
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

/** Ends the user's sessions: every one, or every one but the session given. */
export async function revokeSessions(db: Database, userId: number, exceptFamilyId?: string) {
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
