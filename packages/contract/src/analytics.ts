import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { MESSAGES } from './messages.js';
import { isValidEmail } from './validation.js';

/**
 * Analytics & Reports (docs/product/analytics.md): what LinkedIn counted of an organisation's pages
 * and posts, collected daily and kept past LinkedIn's 12 months.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const day = z.iso.date({ message: MESSAGES.analyticsBadRange });

/** The widest range one overview reads: a year, and a day for a leap year. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;

/** What LinkedIn counts, as the API answers it. */
export const ANALYTICS_COUNTS = ['impressions', 'unique_impressions', 'clicks', 'reactions', 'comments', 'reposts'] as const;
export type AnalyticsCount = (typeof ANALYTICS_COUNTS)[number];
export const ANALYTICS_COUNT_LABELS: Record<AnalyticsCount | 'engagement', string> = {
  impressions: 'Impressions',
  unique_impressions: 'Unique impressions',
  clicks: 'Clicks',
  reactions: 'Reactions',
  comments: 'Comments',
  reposts: 'Reposts',
  engagement: 'Engagement rate',
};

/** People's clicks on tracked links (docs/decisions/0032-tracked-links.md), beside LinkedIn's own clicks. */
export const LINK_CLICKS_LABEL = 'Link clicks';

const countsShape = {
  impressions: z.number().int(),
  unique_impressions: z.number().int(),
  /**
   * Null when LinkedIn counted none (it counts no clicks on a member's own posts): "not counted", never
   * zero. A group of page and member posts has its page posts' clicks.
   */
  clicks: z.number().int().nullable(),
  reactions: z.number().int(),
  comments: z.number().int(),
  reposts: z.number().int(),
  /** (clicks + reactions + comments + reposts) / impressions, the clicks that were counted; 0 without impressions. */
  engagement: z.number(),
};
export const analyticsCountsSchema = z.object(countsShape);
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

export const analyticsRangeQuerySchema = z
  .object({
    /** First and last day of the range (inclusive), UTC. */
    from: day,
    to: day,
    /** Agency users: one client organisation, or every one side by side without it. */
    organizationId: id.optional(),
  })
  .refine(
    (query) => {
      const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      return span >= 0 && span < ANALYTICS_RANGE_MAX_DAYS;
    },
    { message: MESSAGES.analyticsBadRange, path: ['to'] },
  );
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/** One organisation page being collected, and what stands in the way when it cannot be read. */
export const analyticsPageSchema = z.object({
  account_id: z.number().int(),
  display_name: z.string(),
  is_sandbox: z.boolean(),
  last_collected_at: z.string().nullable(),
  /** Why LinkedIn would not let the connection read this page (not an administrator, scope missing). */
  cannot_read: z.string().nullable(),
});
export type AnalyticsPage = z.infer<typeof analyticsPageSchema>;

export const analyticsOrganizationSchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  pages: z.array(analyticsPageSchema),
  /** Member profiles whose own posts' statistics are collected (they have no page statistics of their own). */
  profiles: z.array(analyticsPageSchema),
  /** Null when no day of the range was collected: "not collected", never zero. */
  totals: analyticsCountsSchema.nullable(),
  previous: analyticsCountsSchema.nullable(),
  /** The latest follower count collected in the range, and in the period before. */
  followers: z.number().int().nullable(),
  followers_previous: z.number().int().nullable(),
  days: z.array(analyticsCountsSchema.extend({ day: z.string() })),
  /** Whether the organisation published anything at all: the screen's first empty state. */
  has_published_posts: z.boolean(),
  /**
   * People's clicks on the organisation's tracked links on the period's days, and the period before's.
   * Null when its links are not tracked and none were counted in either period: no tile, never zero.
   */
  link_clicks: z.number().int().nullable(),
  link_clicks_previous: z.number().int().nullable(),
});
export type AnalyticsOrganization = z.infer<typeof analyticsOrganizationSchema>;

export const analyticsOverviewResponseSchema = envelopeWith({
  data: z.object({
    from: z.string(),
    to: z.string(),
    /** The period of the same length just before, compared with. */
    previous_from: z.string(),
    previous_to: z.string(),
    organizations: z.array(analyticsOrganizationSchema),
  }),
});
export type AnalyticsOverviewResponse = z.infer<typeof analyticsOverviewResponseSchema>;

/** What the tables group posts by: each post, or a post setup field. */
export const ANALYTICS_GROUPINGS = ['post', 'campaign', 'goal', 'industry', 'region', 'audience'] as const;
export type AnalyticsGrouping = (typeof ANALYTICS_GROUPINGS)[number];
export const ANALYTICS_GROUPING_LABELS: Record<AnalyticsGrouping, string> = {
  post: 'Post',
  campaign: 'Campaign',
  goal: 'Goal',
  industry: 'Industry',
  region: 'Region',
  audience: 'Audience',
};

export const analyticsTableQuerySchema = analyticsRangeQuerySchema.and(z.object({ by: z.enum(ANALYTICS_GROUPINGS) }));
export type AnalyticsTableQuery = z.infer<typeof analyticsTableQuerySchema>;

export const analyticsTableRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  organization_name: z.string(),
  /** Published posts (targets) in the group, and how many of them have collected results. */
  posts: z.number().int(),
  collected: z.number().int(),
  /** Null when none of its posts has collected results. */
  counts: analyticsCountsSchema.nullable(),
  /** By campaign: the outcomes recorded against it in the range; null for the other groupings. */
  outcomes: z.number().int().nullable(),
  /** People's clicks, on days of the range, on the tracked links of the group's posts; 0 without tracked links. */
  link_clicks: z.number().int(),
});
export type AnalyticsTableRow = z.infer<typeof analyticsTableRowSchema>;

export const analyticsTableResponseSchema = envelopeWith({ records: z.array(analyticsTableRowSchema) });

export const DEMOGRAPHIC_FACET_LABELS = {
  industry: 'Industry',
  seniority: 'Seniority',
  function: 'Job function',
  geography: 'Country',
  companySize: 'Company size',
} as const;
export type DemographicFacetName = keyof typeof DEMOGRAPHIC_FACET_LABELS;

export const analyticsDemographicsQuerySchema = z.object({ organizationId: id.optional() });
export const analyticsDemographicsResponseSchema = envelopeWith({
  data: z.object({
    /** The day of the latest collection the figures are from; null before the first. */
    day: z.string().nullable(),
    facets: z.array(
      z.object({
        facet: z.enum(Object.keys(DEMOGRAPHIC_FACET_LABELS) as [DemographicFacetName, ...DemographicFacetName[]]),
        entries: z.array(z.object({ label: z.string(), followers: z.number().int() })),
      }),
    ),
  }),
});
export type AnalyticsDemographicsResponse = z.infer<typeof analyticsDemographicsResponseSchema>;

/** A table's columns in a CSV download, in order. */
export const ANALYTICS_CSV_COLUMNS = ['group', 'organization', 'posts', 'collected', ...ANALYTICS_COUNTS, 'engagement', 'outcomes', 'link_clicks'] as const;

export const analyticsExportResponseSchema = envelopeWith({
  data: z.object({ file_name: z.string(), content_type: z.string(), content: z.string(), count: z.number().int() }),
});

/**
 * Outcomes: what the posts of a campaign led to, recorded by hand or sent by another system through the
 * signed outcomes endpoint (docs/product/analytics.md#outcomes).
 */
export const OUTCOME_KINDS = ['enquiry', 'site_visit', 'lead', 'other'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];
export const OUTCOME_KIND_LABELS: Record<OutcomeKind, string> = {
  enquiry: 'Enquiry',
  site_visit: 'Site visit',
  lead: 'Lead',
  other: 'Other outcome',
};
export const OUTCOME_NOTE_MAX = 500;
/** How old a signed outcome may be: older ones are refused as possible replays. */
export const OUTCOME_SIGNATURE_MAX_AGE_SECONDS = 300;
export const OUTCOME_SECRET_PREFIX = 'outsec_';
export const OUTCOME_SIGNATURE_HEADER = 'x-roi-signature';

const outcomeDay = z.iso
  // Abort: what is not a date is never handed to Date.parse, whose fallback parser is slow on long text.
  .date({ message: MESSAGES.outcomeDayInvalid, abort: true })
  // A day ahead is allowed: the sender's calendar may already be on tomorrow when the server's is not.
  .refine((value) => Date.parse(value) <= Date.now() + 86_400_000, { message: MESSAGES.outcomeDayInvalid });

const outcomeFields = {
  campaign_id: id,
  kind: z.enum(OUTCOME_KINDS, { message: MESSAGES.outcomeKindInvalid }),
  occurred_on: outcomeDay,
  note: z.string().trim().max(OUTCOME_NOTE_MAX, { message: MESSAGES.outcomeNoteTooLong }).default(''),
};

export const outcomeRecordRequestSchema = z.object({
  /** Agency users: the client organisation; others record for their own. */
  organization_id: id.optional(),
  ...outcomeFields,
});
export type OutcomeRecordRequest = z.infer<typeof outcomeRecordRequestSchema>;

/** What another system sends: the organisation it is for, and an id of its own so that a resend is recorded once. */
export const outcomeReceiveRequestSchema = z.object({
  organization_id: id,
  ...outcomeFields,
  external_id: z.string().trim().min(1, { message: MESSAGES.outcomeExternalIdInvalid }).max(200, { message: MESSAGES.outcomeExternalIdInvalid }).optional(),
});
export type OutcomeReceiveRequest = z.infer<typeof outcomeReceiveRequestSchema>;

export const outcomeDeleteRequestSchema = z.object({ outcome_id: id });
export const outcomeSecretRequestSchema = z.object({ organization_id: id.optional() });

export const outcomeRecordSchema = z.object({
  id: z.number().int(),
  organization_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  kind: z.enum(OUTCOME_KINDS),
  occurred_on: z.string(),
  note: z.string(),
  /** Who recorded it by hand, or null when another system sent it (then `external_id` names it). */
  recorded_by: z.string().nullable(),
  external_id: z.string().nullable(),
  created_at: z.string(),
});
export type OutcomeRecord = z.infer<typeof outcomeRecordSchema>;

export const outcomeListResponseSchema = envelopeWith({
  records: z.array(outcomeRecordSchema),
  /** The shown organisation's outcomes endpoint: null for the agency's "all clients". */
  endpoint: z
    .object({
      organization_id: z.number().int(),
      /** When its signing secret was made; null when it has none (then the endpoint refuses everything). */
      secret_created_at: z.string().nullable(),
    })
    .nullable(),
  can_record: z.boolean(),
});
export type OutcomeListResponse = z.infer<typeof outcomeListResponseSchema>;

export const outcomeRecordResponseSchema = envelopeWith({ record: outcomeRecordSchema });
export const outcomeSecretResponseSchema = envelopeWith({ data: z.object({ secret: z.string(), created_at: z.string() }) });

/** A report for a board or a client: one organisation's period as a branded PDF with selectable text. */
export const analyticsReportResponseSchema = envelopeWith({
  data: z.object({ file_name: z.string(), content_type: z.literal('application/pdf'), content_base64: z.string() }),
});

/** At most this many people get an organisation's monthly report. */
export const MONTHLY_REPORT_RECIPIENTS_MAX = 10;

export const monthlyReportQuerySchema = z.object({ organizationId: id.optional() });
export const monthlyReportSaveRequestSchema = z.object({
  organization_id: id.optional(),
  /** Who gets the report each month; none turns it off. */
  recipients: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => isValidEmail(value), MESSAGES.emailFormat),
    )
    .max(MONTHLY_REPORT_RECIPIENTS_MAX, { message: MESSAGES.monthlyReportTooManyRecipients }),
});
export type MonthlyReportSaveRequest = z.infer<typeof monthlyReportSaveRequestSchema>;
export const monthlyReportSendRequestSchema = z.object({ organization_id: id.optional() });

export const monthlyReportSchema = z.object({
  organization_id: z.number().int(),
  recipients: z.array(z.string()),
  /** The month (YYYY-MM) whose report went out last; null before the first. */
  last_sent_month: z.string().nullable(),
  can_edit: z.boolean(),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
export const monthlyReportResponseSchema = envelopeWith({ data: monthlyReportSchema });
export const monthlyReportSendResponseSchema = envelopeWith({ data: z.object({ month: z.string(), recipients: z.number().int() }) });
