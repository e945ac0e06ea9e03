import { z } from 'zod';
import { envelopeWith } from './envelope.js';

/**
 * The fact library (docs/product/facts.md): what an organisation's posts may state — workforce figures,
 * incentives, available sites, recent announcements — each with where it comes from and the date it was
 * true. The ROI Assistant is given the relevant ones, and the editor flags figures that match none.
 */
export const FACT_CATEGORIES = ['Workforce', 'Incentives', 'Sites', 'Announcements', 'Other'] as const;
export type FactCategory = (typeof FACT_CATEGORIES)[number];

export const FACT_STATEMENT_MAX_CHARS = 500;
export const FACT_VALUE_MAX_CHARS = 60;
export const FACT_SOURCE_MAX_CHARS = 500;
/** An organisation keeps at most this many facts: a library, not a database of everything. */
export const FACTS_MAX = 500;
/** At most this many facts go with one request to a writer: the most relevant ones. */
export const FACTS_PER_GENERATION_MAX = 8;
export const FACT_IMPORT_COLUMNS = ['statement', 'value', 'category', 'source', 'as_of', 'stale_after'] as const;
export type FactImportColumn = (typeof FACT_IMPORT_COLUMNS)[number];
export const FACT_IMPORT_OPTIONAL_COLUMNS: readonly FactImportColumn[] = ['value', 'category', 'stale_after'];
export const FACT_IMPORT_MAX_ROWS = 500;
export const FACT_IMPORT_MAX_BYTES = 1024 * 1024;
/** Room for a file well past the limit, so that one too large is told so (413) rather than refused as malformed. */
export const FACT_IMPORT_MAX_BASE64_CHARS = 4 * FACT_IMPORT_MAX_BYTES;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const isoDate = z
  .string()
  .trim()
  // Anything else is refused before the calendar is asked: no date parsing of long input.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are written YYYY-MM-DD', abort: true })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
    message: 'This is not a date of the calendar',
  });

export const factInputSchema = z
  .object({
    /** Agency users name the organisation whose fact it is; others add to their own. */
    organization_id: id.optional(),
    statement: z.string().trim().min(1, 'Write the fact as a sentence.').max(FACT_STATEMENT_MAX_CHARS),
    /** The figure the fact gives, as it may appear in a post ("1,200", "12%", "$5 million"); '' for none. */
    value: z.string().trim().max(FACT_VALUE_MAX_CHARS).default(''),
    category: z.enum(FACT_CATEGORIES).default('Other'),
    /** A link (http or https) or the name of a document. */
    source: z.string().trim().min(1, 'Say where the fact comes from: a link or a document.').max(FACT_SOURCE_MAX_CHARS),
    as_of: isoDate,
    /** From this day on the fact is stale: not given to the assistant, and its figures no longer count. */
    stale_after: isoDate.nullable().default(null),
  })
  .refine((fact) => fact.stale_after === null || fact.stale_after > fact.as_of, {
    message: 'The fact must go stale after the date it was true.',
    path: ['stale_after'],
  });
export type FactInput = z.input<typeof factInputSchema>;
export type CheckedFact = z.output<typeof factInputSchema>;

export const factSchema = z.object({
  fact_id: z.number().int(),
  statement: z.string(),
  value: z.string(),
  category: z.enum(FACT_CATEGORIES),
  source: z.string(),
  as_of: z.string(),
  stale_after: z.string().nullable(),
  /** Past its stale-after date (on the server's clock, UTC). */
  is_stale: z.boolean(),
});
export type Fact = z.infer<typeof factSchema>;

/** A fact a draft was written with: what the editor shows as its source. */
export const factSourceSchema = factSchema.pick({ fact_id: true, statement: true, value: true, source: true, as_of: true });
export type FactSource = z.infer<typeof factSourceSchema>;

export const factListQuerySchema = z.object({ organizationId: id.optional() });
export const factListResponseSchema = envelopeWith({ records: z.array(factSchema), total_count: z.number().int() });
export const factCreateResponseSchema = envelopeWith({ data: factSchema });
export const factDeleteRequestSchema = z.object({ fact_id: id });
export const factDeleteResponseSchema = envelopeWith({ data: z.object({ fact_id: z.number().int() }) });

/** The figures a post of the organisation may state: those of its current facts, for the editor's check. */
export const factFiguresQuerySchema = z.object({ organizationId: id.optional() });
export const factFiguresResponseSchema = envelopeWith({ data: z.object({ facts: z.array(z.string()) }) });

export const factImportRequestSchema = z.object({
  organization_id: id.optional(),
  /** The file as uploaded, base64, checked by its bytes as the posts import checks its files. */
  file_base64: z.string().min(1).max(FACT_IMPORT_MAX_BASE64_CHARS),
});
export const factImportRowSchema = z.object({
  line: z.number().int(),
  statement: z.string(),
  value: z.string(),
  category: z.string(),
  source: z.string(),
  as_of: z.string(),
  stale_after: z.string(),
  /** Every problem of the row, each naming its column; none when it can be stored. */
  problems: z.array(z.string()),
});
export type FactImportRow = z.infer<typeof factImportRowSchema>;
export const factImportPreviewResponseSchema = envelopeWith({
  records: z.array(factImportRowSchema),
  total_count: z.number().int(),
  /** Rows with problems: while there is one, importing stores nothing. */
  problem_count: z.number().int(),
});
export const factImportResponseSchema = envelopeWith({ data: z.object({ created: z.number().int() }) });
