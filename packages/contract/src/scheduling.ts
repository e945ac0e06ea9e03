import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { publishTargetSchema } from './integrations.js';
import { MESSAGES } from './messages.js';
import { TARGET_STATE_LABELS } from './publishing-rules.js';

/**
 * The calendar of Scheduling & Publishing (docs/product/scheduling.md): the posts that fall in a visible
 * range of time, each with what the calendar shows of it.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Where a post stands as the calendar shows it, one word per post: a draft with a planned date, a draft
 * whose review asks for a time (in review, or expired when that time came first), or the state of its
 * targets taken together (the one that needs attention first). Adding a state means
 * adding it here, to the server's rule that derives it and to the screen's table of labels and icons.
 */
export const CALENDAR_STATES = [
  'draft',
  'in_review',
  'expired',
  'held',
  'scheduled',
  'queued',
  'publishing',
  'published',
  'failed',
] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];
/** Each state in words: on the screen beside its icon, and in the calendar feed's event titles. */
export const CALENDAR_STATE_LABELS: Record<CalendarState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  expired: 'Expired',
  ...TARGET_STATE_LABELS,
};
/** States of a post under approval: it sits at the time its review asks for, and moves only once approved. */
export const REVIEW_CALENDAR_STATES = ['in_review', 'expired'] as const satisfies readonly CalendarState[];

/** The widest range one call reads: a month view shows six weeks; a little more leaves room for zones. */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** A range holding more posts than this answers the first ones and says it was cut. */
export const CALENDAR_ITEMS_MAX = 2_000;

const instant = z.iso.datetime({ offset: true, message: MESSAGES.calendarRangeInvalid });

export const calendarQuerySchema = z
  .object({
    /** The range's start (inclusive) and end (exclusive), as instants. */
    from: instant,
    to: instant,
    /** Agency users: one client organisation, or every one without it. Others see their own anyway. */
    organizationId: id.optional(),
    campaignId: id.optional(),
    /** A publishing account: only posts going to it. */
    accountId: id.optional(),
    state: z.enum(CALENDAR_STATES).optional(),
  })
  .refine(
    (query) => {
      const span = Date.parse(query.to) - Date.parse(query.from);
      return span > 0 && span <= CALENDAR_RANGE_MAX_DAYS * 86_400_000;
    },
    { message: MESSAGES.calendarRangeInvalid, path: ['to'] },
  );
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarItemSchema = z.object({
  post_id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  /** The organisation's time zone (UTC when it chose none): the clock the post was planned on. */
  timezone: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  excerpt: z.string(),
  /** Its embargo: nothing of it may go out before this instant; null when it has none. */
  not_before: z.string().nullable(),
  state: z.enum(CALENDAR_STATES),
  /** Where it sits on the calendar: its schedule (or planned date), else when it was posted. */
  at: z.string(),
  /** The accounts it goes to, each with its own state and, when it failed, why. */
  targets: z.array(publishTargetSchema),
  /** The caller may move it to another time (Reschedule): it waits for its time and may be changed. */
  can_move: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

// ── The posting queue ───────────────────────────────────────────────────────────────────────────

/** A weekly time of the organisation's clock at which the queue publishes: ISO weekday (1 Monday … 7 Sunday) and 'HH:mm'. */
export const queueSlotSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.queueSlotInvalid),
});
export type QueueSlot = z.infer<typeof queueSlotSchema>;
/** Enough for several posts every day of the week. */
export const QUEUE_SLOTS_MAX = 50;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const queueSlotsQuerySchema = z.object({ organizationId: id.optional() });
export const queueSlotsSaveRequestSchema = z.object({
  /** Agency users: the organisation whose times these are; others set their own. */
  organization_id: id.optional(),
  slots: z.array(queueSlotSchema).max(QUEUE_SLOTS_MAX),
});
export type QueueSlotsSaveRequest = z.infer<typeof queueSlotsSaveRequestSchema>;
export const queueSlotsResponseSchema = envelopeWith({
  /** In the week's order: Monday first, then by time. */
  records: z.array(queueSlotSchema),
  timezone: z.string(),
  timezone_set: z.boolean(),
});

export const calendarResponseSchema = envelopeWith({
  records: z.array(calendarItemSchema),
  /** More posts fall in the range than one answer holds: narrow it or filter. */
  truncated: z.boolean(),
  /** The time zone of the organisation asked about (the caller's own for client users); null for "all". */
  timezone: z.string().nullable(),
  timezone_set: z.boolean(),
  /** The organisation's queue times (none for "all"), for the calendar to show the free ones. */
  queue_slots: z.array(queueSlotSchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

// ── The calendar feed ───────────────────────────────────────────────────────────────────────────

/** What a person's calendar feed holds around now: recent posts, and the ones planned ahead. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;
/** How often a calendar application is asked to fetch the feed again. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;

/** The random token of a feed address (256 bits, base64url); any other string is simply not found. */
export const calendarFeedQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** The feed as a calendar application reads it: an iCalendar (RFC 5545) document. */
export const calendarFeedAnswerSchema = z.string().describe('text/calendar; charset=utf-8');

/** Making an address replaces the one there is: the call says so, so that none is replaced by accident. */
export const calendarFeedRenewRequestSchema = z.strictObject({ replace: z.literal(true) });

export const calendarFeedAddressResponseSchema = envelopeWith({
  data: z.object({
    /** When the caller's current address was made; null when they have none. */
    created_at: z.string().nullable(),
    /**
     * The whole address, answered only when it is made: the server keeps its token as a hash and
     * cannot show it again.
     */
    url: z.string().nullable(),
  }),
});
export type CalendarFeedAddressResponse = z.infer<typeof calendarFeedAddressResponseSchema>;

// ── Connection health ───────────────────────────────────────────────────────────────────────────

/** A connection ending within this many days is named on the Scheduling screen, with Reconnect. */
export const TOKEN_WARNING_DAYS = 14;
/** LinkedIn retires an API version about a year after it is published; warn a month before. */
export const LINKEDIN_VERSION_MAX_AGE_MONTHS = 11;

/** True when a LinkedIn API version ('YYYYMM') is more than eleven months old. */
export function hasLinkedInVersionAgedOut(version: string, now: Date): boolean {
  const year = Number(version.slice(0, 4));
  const month = Number(version.slice(4, 6));
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 - (year * 12 + month) > LINKEDIN_VERSION_MAX_AGE_MONTHS;
}

export const healthQuerySchema = z.object({ organizationId: id.optional() });
export const healthResponseSchema = envelopeWith({
  /** The organisation's connections that end within TOKEN_WARNING_DAYS days, or have ended. */
  expiring: z.array(
    z.object({
      id: z.number().int(),
      display_name: z.string(),
      sandbox: z.boolean(),
      expires_at: z.string(),
      state: z.enum(['expiring', 'expired']),
    }),
  ),
  /** The organisation's time zone (UTC when it has none): connections' ends are said on its clock. */
  timezone: z.string(),
  /** The LinkedIn API version the server sends; null with the sandbox network. */
  linkedin_version: z.string().nullable(),
  linkedin_version_outdated: z.boolean(),
  /** LinkedIn refused a failed post because the API version the server asks for is retired (426). */
  linkedin_version_retired: z.boolean(),
  /** Accounts LinkedIn no longer lets the product post as (403 on a failed post). */
  accounts_refused: z.array(z.object({ id: z.number().int(), display_name: z.string() })),
  /** Posts some account of which failed and waits for Retry or Back to draft. */
  failed_posts: z.number().int(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

// ── Suggested times ─────────────────────────────────────────────────────────────────────────────

/**
 * Where suggested posting times come from (docs/product/scheduling.md#suggested-times): the
 * organisation's own published posts' results once it has enough of them, else general guidance for
 * LinkedIn business audiences, said to be so.
 */
export const SUGGESTION_SOURCES = ['own_results', 'general'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/**
 * The general guidance: mid-week mornings and lunchtimes on the organisation's clock, when business
 * audiences read LinkedIn most, by the published studies of schedulers and of LinkedIn itself.
 */
export const GENERAL_POSTING_TIMES: readonly QueueSlot[] = [
  { weekday: 2, time: '09:00' },
  { weekday: 2, time: '12:00' },
  { weekday: 3, time: '09:00' },
  { weekday: 3, time: '12:00' },
  { weekday: 4, time: '09:00' },
  { weekday: 4, time: '12:00' },
];

/** How many suggestions the schedule field offers. */
export const SUGGESTED_TIMES_COUNT = 3;

export const suggestedTimesQuerySchema = z.object({ organizationId: id });
export const suggestedTimesResponseSchema = envelopeWith({
  data: z.object({
    source: z.enum(SUGGESTION_SOURCES),
    /** One sentence on where the times come from, shown with them. */
    explanation: z.string(),
    /** The next free suggested times, as wall-clock times of the organisation ('YYYY-MM-DDTHH:mm'). */
    times: z.array(z.string()),
    timezone: z.string(),
  }),
});
export type SuggestedTimes = z.infer<typeof suggestedTimesResponseSchema>['data'];
