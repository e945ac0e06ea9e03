import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications, users } from '../../db/schema.js';

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
