import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { postListRequestSchema } from './posts.js';

/**
 * Importing posts from a CSV file (docs/product/integrations-api.md#importing-posts): the columns a file
 * has, in the order an export writes them, and the limits of a file.
 */
export const POST_IMPORT_COLUMNS = ['text', 'campaign', 'goal', 'industry', 'region', 'audience', 'accounts', 'date', 'time'] as const;
export type PostImportColumn = (typeof POST_IMPORT_COLUMNS)[number];
/** Columns a file may leave out: without them every row is a draft for all the chosen accounts. */
export const POST_IMPORT_OPTIONAL_COLUMNS: readonly PostImportColumn[] = ['accounts', 'date', 'time'];
export const POST_IMPORT_MAX_BYTES = 1024 * 1024;
export const POST_IMPORT_MAX_ROWS = 1000;
/** Several accounts in one cell are separated by this. */
export const POST_IMPORT_ACCOUNT_SEPARATOR = ';';

/** Room for a file well past the limit, so that one too large is told so (413) rather than refused as malformed. */
export const POST_IMPORT_MAX_BASE64_CHARS = 4 * POST_IMPORT_MAX_BYTES;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const postImportRequestSchema = z.object({
  organization_id: id,
  /** The file as uploaded, base64: the server checks its bytes (size, UTF-8, CSV), not a browser's reading of it. */
  file_base64: z.string().min(1).max(POST_IMPORT_MAX_BASE64_CHARS),
});
export type PostImportRequest = z.input<typeof postImportRequestSchema>;

export const postImportRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  text: z.string(),
  campaign: z.string(),
  /** The time the row is scheduled for, on the organisation's clock; null for a draft. */
  schedule_at: z.string().nullable(),
  /** 'draft' or 'scheduled' (or 'held', when the importer may not publish: it waits for someone who may). */
  becomes: z.enum(['draft', 'scheduled', 'held']),
  /** Every problem of the row, each naming its column; none when it will be imported. */
  problems: z.array(z.string()),
});
export type PostImportRow = z.infer<typeof postImportRowSchema>;

export const postImportPreviewResponseSchema = envelopeWith({
  records: z.array(postImportRowSchema),
  total_count: z.number().int(),
  /** How many rows would be imported: those without problems. */
  importable_count: z.number().int(),
});
export const postImportResponseSchema = envelopeWith({
  data: z.object({ created: z.number().int(), drafts: z.number().int(), scheduled: z.number().int(), skipped: z.number().int(), post_ids: z.array(z.number().int()) }),
});

// ── Export ──────────────────────────────────────────────────────────────────────────────────────

export const POST_EXPORT_FORMATS = ['csv', 'json'] as const;
/** At most this many posts in one export; narrow the filters for more. */
export const POST_EXPORT_MAX_POSTS = 10_000;
/** An export's CSV columns after the importable ones: what the posts are and became. */
export const POST_EXPORT_EXTRA_COLUMNS = ['post_id', 'organization', 'status', 'created_at', 'results'] as const;

/** The posts list's filters (every page of them), and the format. */
export const postExportRequestSchema = postListRequestSchema.omit({ page: true, page_size: true }).extend({ format: z.enum(POST_EXPORT_FORMATS) });
export type PostExportRequest = z.input<typeof postExportRequestSchema>;

export const postExportResponseSchema = envelopeWith({
  data: z.object({ file_name: z.string(), content_type: z.string(), content: z.string(), count: z.number().int() }),
});
