import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { MESSAGES } from './messages.js';
import { IMAGE_ALT_TEXT_MAX_CHARS } from './post-rules.js';

/**
 * The Content Hub (docs/product/content-hub.md): an organisation's media library, and the templates,
 * hashtag groups and snippets its people insert into posts.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

// ── The media library ───────────────────────────────────────────────────────────────────────────

export const LIBRARY_TAG_MAX_CHARS = 40;
export const LIBRARY_TAGS_MAX = 20;
/** The most images one organisation's library lists at once. */
export const LIBRARY_IMAGES_MAX = 500;

const altText = z
  .string()
  .trim()
  .max(IMAGE_ALT_TEXT_MAX_CHARS, `Alt text can be at most ${IMAGE_ALT_TEXT_MAX_CHARS} characters.`);
const tags = z
  .array(z.string().trim().toLowerCase().min(1).max(LIBRARY_TAG_MAX_CHARS, `A tag can be at most ${LIBRARY_TAG_MAX_CHARS} characters.`))
  .max(LIBRARY_TAGS_MAX, `An image can have at most ${LIBRARY_TAGS_MAX} tags.`)
  .transform((list) => [...new Set(list)]);

export const libraryListQuerySchema = z.object({
  /** Agency users: the client organisation whose library is shown. Others see their own anyway. */
  organizationId: id.optional(),
  tag: z.string().trim().toLowerCase().min(1).max(LIBRARY_TAG_MAX_CHARS).optional(),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

export const libraryUploadRequestSchema = z.object({
  organization_id: id,
  /** The image as a data URL or bare base64: checked by its content as a post image is. */
  base64: z.string().min(1).max(3_000_000),
  alt_text: altText.default(''),
  tags: tags.default([]),
});
export type LibraryUploadRequest = z.infer<typeof libraryUploadRequestSchema>;

export const libraryUpdateRequestSchema = z.object({ id, alt_text: altText, tags });
export type LibraryUpdateRequest = z.infer<typeof libraryUpdateRequestSchema>;

export const libraryDeleteRequestSchema = z.object({ id });

/** A post that uses a library image, as the library lists it. */
export const libraryImageUseSchema = z.object({
  post_id: z.number().int(),
  excerpt: z.string(),
  /** Posted (published, scheduled or queued): it keeps the image whatever happens to the library. */
  is_posted: z.boolean(),
});

export const libraryImageSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  url: z.string(),
  alt_text: z.string(),
  tags: z.array(z.string()),
  content_type: z.string(),
  byte_size: z.number().int(),
  created_at: z.string(),
  used_in: z.array(libraryImageUseSchema),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

export const libraryListResponseSchema = envelopeWith({
  records: z.array(libraryImageSchema),
  /** Every tag of the organisation's library, for the filter. */
  tags: z.array(z.string()),
});
export type LibraryListResponse = z.infer<typeof libraryListResponseSchema>;
export const libraryImageResponseSchema = envelopeWith({ data: libraryImageSchema });
export const libraryDeleteResponseSchema = envelopeWith({ data: z.object({ id: z.number().int() }) });

// ── Templates, hashtag groups and snippets ──────────────────────────────────────────────────────

/** The three kinds of saved text: alike in everything but how their text is checked and inserted. */
export const CONTENT_PIECE_KINDS = ['template', 'hashtags', 'snippet'] as const;
export type ContentPieceKind = (typeof CONTENT_PIECE_KINDS)[number];
export const CONTENT_PIECE_NAME_MAX_CHARS = 80;
export const CONTENT_PIECE_BODY_MAX_CHARS = 3_000;

/** The post's setup fields a template may name, as `{campaign}`. */
export const TEMPLATE_FIELDS = ['campaign', 'goal', 'industry', 'region', 'audience', 'organisation'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
const FIELD_PATTERN = /\{([^{}\s]*)\}/g;

/** The `{fields}` of a template that are not setup fields (each once). */
export function unknownTemplateFields(body: string): string[] {
  const names = [...body.matchAll(FIELD_PATTERN)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !(TEMPLATE_FIELDS as readonly string[]).includes(name)))];
}

/** A template's text with each field replaced by the post's setup value ('' when the setup has none). */
export function fillTemplate(body: string, values: Partial<Record<TemplateField, string>>): string {
  return body.replace(FIELD_PATTERN, (whole, name: string) =>
    (TEMPLATE_FIELDS as readonly string[]).includes(name) ? (values[name as TemplateField] ?? '') : whole,
  );
}

const HASHTAG = /^#[\p{L}\p{N}_]+$/u;

/** A hashtag group's text as its hashtags, or null when a word of it is not one. */
export function hashtagsOf(body: string): string[] | null {
  const words = body.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => HASHTAG.test(word)) ? words : null;
}

export const contentPieceListQuerySchema = z.object({
  organizationId: id.optional(),
  kind: z.enum(CONTENT_PIECE_KINDS).optional(),
});
export type ContentPieceListQuery = z.infer<typeof contentPieceListQuerySchema>;

export const contentPieceSaveRequestSchema = z
  .object({
    /** Without it a new one is made. */
    id: id.optional(),
    organization_id: id,
    kind: z.enum(CONTENT_PIECE_KINDS),
    name: z.string().trim().min(1, 'Please enter a name.').max(CONTENT_PIECE_NAME_MAX_CHARS),
    body: z.string().trim().min(1, 'Please enter the text.').max(CONTENT_PIECE_BODY_MAX_CHARS),
  })
  .superRefine((piece, context) => {
    if (piece.kind === 'template' && unknownTemplateFields(piece.body).length > 0) {
      context.addIssue({ code: 'custom', path: ['body'], message: MESSAGES.templateFieldUnknown });
    }
    if (piece.kind === 'hashtags' && hashtagsOf(piece.body) === null) {
      context.addIssue({ code: 'custom', path: ['body'], message: MESSAGES.hashtagGroupInvalid });
    }
  });
export type ContentPieceSaveRequest = z.infer<typeof contentPieceSaveRequestSchema>;
export const contentPieceDeleteRequestSchema = z.object({ id });

export const contentPieceSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  kind: z.enum(CONTENT_PIECE_KINDS),
  name: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type ContentPiece = z.infer<typeof contentPieceSchema>;
export const contentPieceListResponseSchema = envelopeWith({ records: z.array(contentPieceSchema) });
export const contentPieceResponseSchema = envelopeWith({ data: contentPieceSchema });
export const contentPieceDeleteResponseSchema = envelopeWith({ data: z.object({ id: z.number().int() }) });
