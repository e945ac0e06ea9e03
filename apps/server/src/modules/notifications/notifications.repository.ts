import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications, organizations, users } from '../../db/schema.js';

export type NotificationInsert = typeof notifications.$inferInsert;

export async function insertNotifications(db: Database, rows: NotificationInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** A person's newest notifications, with the name of whoever caused each. */
export async function findNotifications(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      postId: notifications.postId,
      organizationId: notifications.organizationId,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      text: notifications.text,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the person's named notifications read (all of theirs when `ids` is undefined); others' stay as they are. */
export async function markRead(db: Database, userId: number, ids: number[] | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === undefined ? undefined : inArray(notifications.id, ids)),
    );
}

/** The person's unread mentions, newest first (of one organisation's posts, when named), and how many there are. */
export async function findUnreadMentions(db: Database, userId: number, organizationId: number | undefined, limit: number) {
  const where = and(
    eq(notifications.userId, userId),
    eq(notifications.kind, 'mention'),
    isNull(notifications.readAt),
    organizationId === undefined ? undefined : eq(notifications.organizationId, organizationId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        postId: notifications.postId,
        organizationId: notifications.organizationId,
        organizationName: organizations.name,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        text: notifications.text,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .innerJoin(organizations, eq(organizations.id, notifications.organizationId))
      .leftJoin(users, eq(users.id, notifications.actorUserId))
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(limit),
    db.select({ count: count() }).from(notifications).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Marks the person's mentions in comments on the post read: they have opened its conversation. */
export async function markPostMentionsRead(db: Database, userId: number, postId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.postId, postId), eq(notifications.kind, 'mention'), isNull(notifications.readAt)));
}
