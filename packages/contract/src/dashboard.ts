import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { analyticsCountsSchema } from './analytics.js';
import { CALENDAR_STATES } from './scheduling.js';

/**
 * The dashboard (docs/product/dashboard.md): what needs the caller now, the next days of the calendar and
 * the onboarding steps a new organisation has not done, in one answer. Each card is present only when the
 * caller's menu grants the screen that owns its data; an absent card is null (or, for agency users, a
 * column the table leaves out), never an empty placeholder.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** How many items a card lists; its count says how many there are in all. */
export const DASHBOARD_CARD_ITEMS = 3;
/** The calendar card looks this many days ahead. */
export const DASHBOARD_AHEAD_DAYS = 7;
/** The results card sums this many days up to today, against as many before. */
export const DASHBOARD_RESULTS_DAYS = 28;

export const dashboardQuerySchema = z.object({
  /** Agency users: one client's dashboard; without it, every client at a glance. Others: their own only. */
  organizationId: id.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const postItemSchema = z.object({
  post_id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  excerpt: z.string(),
  /** When it happened or is due, ISO 8601. */
  at: z.string(),
});
export type DashboardPostItem = z.infer<typeof postItemSchema>;

/** A card: how many there are, and the first few. */
function cardOf<Item extends z.ZodType>(item: Item) {
  return z.object({ count: z.number().int(), items: z.array(item) });
}

export const waitingReviewItemSchema = postItemSchema.extend({ author_name: z.string(), step_name: z.string() });
export const rejectedPostItemSchema = postItemSchema.extend({ reason: z.string() });
export const expiringConnectionItemSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  display_name: z.string(),
  expires_at: z.string(),
  state: z.enum(['expiring', 'expired']),
});
export const upcomingPostItemSchema = postItemSchema.extend({ state: z.enum(CALENDAR_STATES) });
/** An unread mention of the caller in a comment on a post. */
export const mentionItemSchema = postItemSchema.extend({ notification_id: z.number().int(), actor_name: z.string() });

/** The last days' results of the organisation's pages against the days before; null totals: not collected. */
export const recentResultsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: analyticsCountsSchema.nullable(),
  previous: analyticsCountsSchema.nullable(),
  followers: z.number().int().nullable(),
  followers_previous: z.number().int().nullable(),
});
export type RecentResults = z.infer<typeof recentResultsSchema>;

/** A step of a new organisation's setup, in the order the onboarding takes them. */
export const ONBOARDING_CHECKLIST_STEPS = ['connect_linkedin', 'brand', 'first_post', 'invite_team'] as const;
export type OnboardingChecklistStep = (typeof ONBOARDING_CHECKLIST_STEPS)[number];

/** One client organisation's state, for an agency user's table. A column the caller may not see is null. */
export const clientRowSchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  waiting_approvals: z.number().int().nullable(),
  failed_posts: z.number().int().nullable(),
  expiring_connections: z.number().int().nullable(),
  /** The first post planned within the next days, ISO 8601; null when none is, or the caller may not see the calendar. */
  next_scheduled_at: z.string().nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const dashboardSchema = z.object({
  /** The organisation shown; null for an agency user's view of every client. */
  organization_id: z.number().int().nullable(),
  organization_name: z.string().nullable(),
  can_create_post: z.boolean(),
  /** Approval: reviews waiting for the caller's decision. */
  waiting_approvals: cardOf(waitingReviewItemSchema).nullable(),
  /** Approval: the caller's own posts whose latest review was rejected. */
  rejected_posts: cardOf(rejectedPostItemSchema).nullable(),
  /** Posts: posts some account of which failed to publish. */
  failed_posts: cardOf(postItemSchema).nullable(),
  /** Scheduling: connections that end within the warning days, or have ended. */
  expiring_connections: cardOf(expiringConnectionItemSchema).nullable(),
  /** Scheduling: what the calendar holds for the next days. */
  upcoming: cardOf(upcomingPostItemSchema).nullable(),
  /** The caller's unread mentions in comments (their own notifications: every signed-in person has them). */
  mentions: cardOf(mentionItemSchema),
  /** Analytics: one organisation's results of the last days; null for every client at once, or without Analytics. */
  results: recentResultsSchema.nullable(),
  /** A new organisation's setup steps not done yet, for those who may do them; null once none is left. */
  onboarding: z.object({ steps: z.array(z.enum(ONBOARDING_CHECKLIST_STEPS)) }).nullable(),
  /** Agency users without a chosen client: every client's state. */
  clients: z.array(clientRowSchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = envelopeWith({ data: dashboardSchema });
