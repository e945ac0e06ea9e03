import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './constants.js';
import { envelopeWith } from './envelope.js';

/**
 * The public-records archive (docs/product/records.md): what its records are kept for, and how long
 * by default. An organisation may set its own years per content type.
 */
export const ARCHIVE_CONTENT_TYPES = ['post', 'assistant', 'comment', 'approval', 'publication', 'export'] as const;
export type ArchiveContentType = (typeof ARCHIVE_CONTENT_TYPES)[number];

/**
 * Kinds of record the retention job never removes: legal holds placed and lifted, and the job's own
 * record of what it removed (which keeps the chain checkable across the gap it leaves).
 */
export const ARCHIVE_KEPT_CONTENT_TYPES = ['hold', 'retention'] as const;
export type ArchiveKeptContentType = (typeof ARCHIVE_KEPT_CONTENT_TYPES)[number];

/** Years a record is kept from the day it was made, unless the organisation says otherwise. */
export const DEFAULT_RETENTION_YEARS: Record<ArchiveContentType, number> = {
  post: 5,
  assistant: 5,
  comment: 5,
  approval: 5,
  publication: 5,
  export: 5,
};

export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 100;

export type ArchiveRecordKind =
  | 'post.saved'
  | 'post.archived'
  | 'post.unarchived'
  | 'post.deleted'
  | 'assistant.generation'
  | 'comment.added'
  | `approval.${'submitted' | 'approved' | 'rejected' | 'withdrawn' | 'reset' | 'expired' | 'published'}`
  | 'schedule.planned'
  | 'schedule.changed'
  | 'publication.published'
  | 'publication.failed'
  | 'hold.placed'
  | 'hold.lifted'
  | 'retention.pruned'
  | 'export.made';

/** Posts the screen lists for one records request; the export holds every post it matches, however many. */
export const RECORDS_LIST_MAX_POSTS = 200;
export const HOLD_REASON_MAX_LENGTH = 500;

const id = z.coerce.number().int().positive().max(2_147_483_647);
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the calendar (2026-02-30 is not one); the pattern is tested first, so a long text costs nothing more. */
const day = z
  .string()
  .regex(DAY, 'Dates are written YYYY-MM-DD')
  .refine((value) => !DAY.test(value) || isCalendarDay(value), 'This is not a day of the calendar.');
const searchText = z.string().trim().max(SEARCH_MAX_LENGTH).optional();

/** A records request: the organisation's archive, narrowed by days (inclusive, UTC), words, campaign and who acted. */
export const recordsSearchRequestSchema = z
  .object({
    organization_id: id,
    date_from: day.optional(),
    date_to: day.optional(),
    text: searchText,
    campaign: searchText,
    author: searchText,
  })
  .refine((request) => !request.date_from || !request.date_to || request.date_from <= request.date_to, {
    message: 'The first day must not be after the last.',
    path: ['date_to'],
  });
export type RecordsSearchRequest = z.input<typeof recordsSearchRequestSchema>;

export const recordsPostSchema = z.object({
  post_id: z.number().int(),
  campaign: z.string().nullable(),
  excerpt: z.string(),
  first_recorded_at: z.string(),
  last_recorded_at: z.string(),
  record_count: z.number().int(),
  deleted: z.boolean(),
});
export type RecordsPost = z.infer<typeof recordsPostSchema>;

export const recordsSearchResponseSchema = envelopeWith({
  records: z.array(recordsPostSchema),
  /** Matching records about no one post (legal holds, the retention job's). */
  other_records: z.number().int(),
  /** Every post the request matches: all of them are exported, though only the first are listed. */
  post_count: z.number().int(),
  /** More posts matched than the list shows. */
  truncated: z.boolean(),
});

/** The ZIP itself, streamed as it is made; its name comes in Content-Disposition. */
export const recordsExportAnswerSchema = z.string().describe('application/zip');

export const recordsSettingsQuerySchema = z.object({ organizationId: id });

const retentionYears = z.coerce.number().int().min(RETENTION_YEARS_MIN).max(RETENTION_YEARS_MAX);
export const retentionSchema = z.object(
  Object.fromEntries(ARCHIVE_CONTENT_TYPES.map((type) => [type, retentionYears])) as Record<ArchiveContentType, typeof retentionYears>,
);

export const legalHoldSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int().nullable(),
  reason: z.string(),
  placed_by_name: z.string(),
  placed_at: z.string(),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

export const recordsSettingsResponseSchema = envelopeWith({
  data: z.object({ retention: retentionSchema, holds: z.array(legalHoldSchema) }),
});

export const retentionSaveRequestSchema = z.object({ organization_id: id, retention: retentionSchema });
export const holdPlaceRequestSchema = z.object({
  organization_id: id,
  post_id: id.optional(),
  reason: z.string().trim().min(1, 'Say why the records are held.').max(HOLD_REASON_MAX_LENGTH),
});
export const holdLiftRequestSchema = z.object({ organization_id: id, hold_id: id });
