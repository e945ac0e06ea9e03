import { z } from 'zod';
import { envelopeWith } from './envelope.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * What a notification tells its person (docs/product/notifications.md): they were mentioned in a
 * comment, a post reached a step they approve, their post was rejected, or their post's time passed
 * while it was still in review.
 */
export const NOTIFICATION_KINDS = ['mention', 'review_waiting', 'review_rejected', 'review_expired'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many of a person's newest notifications the list shows; older ones stay counted while unread. */
export const NOTIFICATION_LIST_SIZE = 30;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  post_id: z.number().int(),
  organization_id: z.number().int(),
  /** Who caused it (the commenter, the rejecting reviewer, the submitter); empty when nobody did. */
  actor_name: z.string(),
  /** One line about it: the comment, the reasons, or the post's campaign. */
  text: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = envelopeWith({
  data: z.object({ records: z.array(notificationSchema), unread: z.number().int() }),
});

/** Marks the named notifications read, or all of the caller's when none are named. */
export const notificationReadRequestSchema = z.object({ ids: z.array(id).max(100).optional() });
export const notificationReadResponseSchema = envelopeWith({ data: z.object({ unread: z.number().int() }) });
