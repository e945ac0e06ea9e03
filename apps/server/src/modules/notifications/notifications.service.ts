import { NOTIFICATION_LIST_SIZE, type Notification, type NotificationKind } from '@roi/contract/notifications';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { countUnread, findNotifications, findUnreadMentions, insertNotifications, markPostMentionsRead, markRead } from './notifications.repository.js';

/** What happened to a post that some people are to be told of. */
export interface Notice {
  kind: NotificationKind;
  organizationId: number;
  postId: number;
  /** Who caused it; never told of their own doing. */
  actorUserId: number | null;
  text: string;
}

/** Records the notice once for each person named, leaving out whoever caused it; answers who was told. */
export async function recordNotice(db: Database, notice: Notice, userIds: readonly number[]): Promise<number[]> {
  const recipients = [...new Set(userIds)].filter((userId) => userId !== notice.actorUserId);
  await insertNotifications(
    db,
    recipients.map((userId) => ({ ...notice, userId })),
  );
  return recipients;
}

export async function listNotifications(services: Services, caller: Caller): Promise<{ records: Notification[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    findNotifications(services.db, caller.userId, NOTIFICATION_LIST_SIZE),
    countUnread(services.db, caller.userId),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      post_id: row.postId,
      organization_id: row.organizationId,
      actor_name: row.actorName ?? '',
      text: row.text,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread,
  };
}

export async function readNotifications(services: Services, caller: Caller, ids: number[] | undefined): Promise<{ unread: number }> {
  await markRead(services.db, caller.userId, ids);
  return { unread: await countUnread(services.db, caller.userId) };
}

/** The caller's unread mentions (of one organisation's posts, when named): how many, and the newest `limit`. */
export async function unreadMentions(services: Services, caller: Caller, organizationId: number | undefined, limit: number) {
  const { rows, count } = await findUnreadMentions(services.db, caller.userId, organizationId, limit);
  return {
    count,
    items: rows.map((row) => ({
      notification_id: row.id,
      post_id: row.postId,
      organization_id: row.organizationId,
      organization_name: row.organizationName,
      actor_name: row.actorName ?? '',
      excerpt: row.text,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** The caller opened the post's conversation: its mentions of them are read. */
export async function readMentionsOf(services: Services, caller: Caller, postId: number): Promise<void> {
  await markPostMentionsRead(services.db, caller.userId, postId);
}
