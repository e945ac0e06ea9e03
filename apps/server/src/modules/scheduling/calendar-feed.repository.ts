import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { calendarFeeds, organizations, users } from '../../db/schema.js';

export async function findFeedOfUser(db: Database, userId: number) {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Gives the person a feed address with this token hash; the one it replaces is gone. */
export async function replaceFeed(db: Database, userId: number, organizationId: number, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, organizationId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { organizationId, tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

/** The person a feed address belongs to, as their account is now. */
export async function findFeedOwner(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      userId: users.id,
      email: users.email,
      status: users.status,
      roleId: users.roleId,
      organizationId: users.organizationId,
      orgTypeId: organizations.orgTypeId,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}
