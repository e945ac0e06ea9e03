import { z } from 'zod';
import { factSourceSchema } from './facts.js';
import { SEARCH_MAX_LENGTH } from './constants.js';
import { reviewSummarySchema } from './approvals.js';
import { envelopeWith } from './envelope.js';
import { localDateTimeSchema, publishTargetSchema } from './integrations.js';
import {
  ACTION_TEXT_MAX_CHARS,
  CAMPAIGN_NAME_MAX_CHARS,
  DRAFT_CHAT_REPLIES_MAX,
  IMAGE_ALT_TEXT_MAX_CHARS,
  PLATFORM_NAMES,
  POST_HTML_MAX_CHARS,
  POST_IMAGES_MAX,
  REFERENCE_CATEGORIES,
} from './post-rules.js';

/**
 * The wire contract of posts, the ROI Assistant and the reference lookup. Field names keep their
 * misspellings (docs/product/api.md#wire-contract).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A reference value (goal, industry, region, audience) as the lookup answers it. */
const referenceValue = z.string().trim().min(1).max(200);
const yes = z.literal('yes');

// ── Reference lookup ────────────────────────────────────────────────────────────────────────────

export const referenceCategorySchema = z.enum(REFERENCE_CATEGORIES);
export const referenceQuerySchema = z.object({
  category: referenceCategorySchema,
  /** Agency admins managing the list also see the retired entries. */
  include_inactive: z.enum(['true', 'false']).optional(),
});
export const referenceRecordSchema = z.object({
  id: z.number().int(),
  category: referenceCategorySchema,
  value: z.string(),
  label: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
});
export type ReferenceRecord = z.infer<typeof referenceRecordSchema>;
export const referenceListResponseSchema = envelopeWith({ records: z.array(referenceRecordSchema) });

/** Adds an entry (no id) or renames, reorders or retires one (id). Values stay: posts refer to them. */
export const referenceSaveRequestSchema = z.object({
  id: id.optional(),
  category: referenceCategorySchema,
  label: z.string().trim().min(1, 'Please enter a label').max(200),
  sort_order: z.number().int().min(0).max(10_000).optional(),
  active: z.boolean().default(true),
});
export type ReferenceSaveRequest = z.infer<typeof referenceSaveRequestSchema>;
export const referenceSaveResponseSchema = envelopeWith({ data: referenceRecordSchema });

// ── Creating, drafting and posting ──────────────────────────────────────────────────────────────

/** The setup of stage 1: who posts for which organisation, in which campaign, tagged how. */
const setupFields = {
  organization_id: id,
  user_id: id,
  goal: referenceValue,
  campaign_name: z.string().trim().min(1).max(CAMPAIGN_NAME_MAX_CHARS),
  industry: referenceValue,
  region: referenceValue,
  audience: referenceValue,
};

/**
 * What an image shows, for readers who cannot see it, as LinkedIn will read it out. Left out or blank:
 * the image has none yet.
 */
const altTextSchema = z.string().trim().max(IMAGE_ALT_TEXT_MAX_CHARS, `Alt text can be at most ${IMAGE_ALT_TEXT_MAX_CHARS} characters.`).optional();

/**
 * An image of the post: a new one as base64 (a data URL or bare base64, checked by content on the
 * server), one the post already has, by the URL the server gave it, or one of the media library.
 */
export const postAssetSchema = z.union([
  z.object({ base64: z.string().min(1).max(3_000_000), file_type: z.literal('IMAGE'), alt_text: altTextSchema }),
  z.object({ url: z.string().min(1).max(500), file_type: z.literal('IMAGE'), alt_text: altTextSchema }),
  /** An image of the post's organisation's media library, attached without uploading it again. */
  z.object({ library_image_id: id, file_type: z.literal('IMAGE'), alt_text: altTextSchema }),
]);
export type PostAsset = z.infer<typeof postAssetSchema>;

export const postTargetSchema = z.object({ platform_name: z.enum(PLATFORM_NAMES) });

const wizardStageSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * One call for three uses: the initial record (0), a draft (1) and the final post (2).
 * post_id names the record being carried on; without it a new record is made.
 */
export const postCreateRequestSchema = z.object({
  ...setupFields,
  publish_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  post_id: id.optional(),
  post_content: z.string().max(POST_HTML_MAX_CHARS).optional(),
  post_to: z.array(postTargetSchema).max(PLATFORM_NAMES.length).optional(),
  post_assests: z.array(postAssetSchema).max(POST_IMAGES_MAX).optional(),
  /**
   * A wall-clock time of the organisation's time zone. With the final post: when it goes out (absent or
   * null: now). With a draft: its planned date, a planner's note at which nothing is published (null
   * clears it; absent keeps it). Never with the initial record.
   */
  schedule_at: localDateTimeSchema.nullable().optional(),
  /** Post it at the organisation's next free queue time, which the server chooses. */
  add_to_queue: z.literal(true).optional(),
  /** The wizard's stage the draft is saved on, where it opens again. */
  draft_stage: wizardStageSchema.optional(),
  /** The assistant's replies the chat shows, oldest first, by the generation_id each was answered with. */
  chat_generation_ids: z.array(id).max(DRAFT_CHAT_REPLIES_MAX).optional(),
  /**
   * The replies the author took into the post (Open Preview Panel, or Next with an empty editor), by
   * generation_id: added to what the server found itself, never taking anything away.
   */
  accepted_generation_ids: z.array(id).max(DRAFT_CHAT_REPLIES_MAX).optional(),
});
export type PostCreateRequest = z.infer<typeof postCreateRequestSchema>;

export const promptSuggestionSchema = z.object({ suggestion: z.string() });
export type PromptSuggestion = z.infer<typeof promptSuggestionSchema>;

/** The next-step data, answered for the initial record. */
export const nextStepDataSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  organiztion_id: z.number().int(),
  prompt_suggestion: z.array(promptSuggestionSchema),
});
export type NextStepData = z.infer<typeof nextStepDataSchema>;

export const postImageSchema = z.object({
  url: z.string(),
  file_type: z.literal('IMAGE'),
  /** '' when the author has not described it. */
  alt_text: z.string(),
});

/** A post as the list and the editor read it. */
export const postRecordSchema = z.object({
  post_id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  user_id: z.number().int(),
  author_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  goal: z.string(),
  industry: z.string(),
  region: z.string(),
  audience: z.string(),
  publish_status: z.number().int(),
  /** The plain text of the post, cut for the list. */
  excerpt: z.string(),
  post_to: z.array(postTargetSchema),
  image_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When a scheduled post goes out (UTC), shown in the organisation's time zone. */
  scheduled_at: z.string().nullable(),
  timezone: z.string(),
  /** The organisation chose its time zone; while it has not, `timezone` is UTC. */
  timezone_set: z.boolean(),
  /** Where the posted post stands with each LinkedIn account. */
  targets: z.array(publishTargetSchema),
  /** When it was archived (taken out of the list, kept on record); null while it is not. */
  archived_at: z.string().nullable(),
  /** The caller may delete, archive and unarchive it: it is theirs, or their role manages others' posts. */
  can_manage: z.boolean(),
  /** Goes up with every change of its text or images: decisions are made on one version. */
  version: z.number().int(),
  /** Embargo: it may not go out before this time (UTC); null when it has none. */
  not_before: z.string().nullable(),
  /** Its latest submission for approval; null when it was never submitted. */
  review: reviewSummarySchema.nullable(),
});
export type PostRecord = z.infer<typeof postRecordSchema>;

/** The prompt response: text, never HTML, and which writer answered. */
export const promptResponseSchema = z.object({
  generated_text: z.string(),
  writer: z.string(),
  generation_id: z.number().int(),
  /** The organisation's facts the writer says it used, as they were when it wrote (docs/product/facts.md). */
  sources: z.array(factSourceSchema),
});
export type PromptResponse = z.infer<typeof promptResponseSchema>;

/** A reply the draft's chat kept, with the author's words that asked for it (none for an action). */
export const chatReplySchema = promptResponseSchema.extend({ prompt: z.string().nullable() });
export type ChatReply = z.infer<typeof chatReplySchema>;

/** One post whole, to open it back into the wizard. */
export const postDetailSchema = postRecordSchema.extend({
  /** Sanitised rich text (HTML). */
  post_content: z.string(),
  post_assests: z.array(postImageSchema),
  /** The stage the draft was last saved on; none for a post never saved as a draft from the wizard. */
  draft_stage: wizardStageSchema.nullable(),
  /** The chat with the ROI Assistant as the draft kept it, oldest first. */
  chat: z.array(chatReplySchema),
  /** The assistant's answers whose text the post took (docs/decisions/0031-ai-transparency.md), oldest first. */
  assistant_generations: z.array(
    z.object({ generation_id: z.number().int(), writer: z.string(), prompt: z.string().nullable(), created_at: z.string() }),
  ),
  /** The post's organisation's rules for its text: the editor's reading check and the assistant label. */
  writing_rules: z.object({ plain_language_grade: z.number().int().nullable(), assistant_label: z.string().nullable() }),
  /** The ROI Assistant's model can see images (AI_VISION), so the editor offers to suggest an image's alt text. */
  assistant_sees_images: z.boolean(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** The initial record answers the next-step data; a draft or the final post answers the post. */
export const postCreateResponseSchema = envelopeWith({ data: z.union([nextStepDataSchema, postDetailSchema]) });

export const postGetQuerySchema = z.object({ postId: id });
export const postGetResponseSchema = envelopeWith({ data: postDetailSchema });

// ── Listing ─────────────────────────────────────────────────────────────────────────────────────

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');

export const postListRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  /** Words of the post's text or its campaign's name. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  campaign_id: id.optional(),
  /** 0 also lists the setups left with no text, which the list leaves out otherwise. */
  publish_status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** Only posts waiting for their scheduled time (true), or only the others (false). */
  scheduled: z.boolean().optional(),
  /** Only archived posts (true); without it, or false, archived posts are left out. */
  archived: z.boolean().optional(),
  goal: referenceValue.optional(),
  industry: referenceValue.optional(),
  region: referenceValue.optional(),
  audience: referenceValue.optional(),
  /** Agency users only: one client organisation's posts (others see their own anyway). */
  organization_id: id.optional(),
  /** Created on or after / on or before these days (UTC). */
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type PostListRequest = z.infer<typeof postListRequestSchema>;
export const postListResponseSchema = envelopeWith({
  records: z.array(postRecordSchema),
  total_count: z.number().int(),
});

/** Delete (never posted), archive or unarchive, and duplicate: each names one post. */
export const postIdRequestSchema = z.object({ post_id: id });
/** Duplicate: the copy is a draft; with `planned_at` (a wall-clock time of the organisation) it is planned then. */
export const postDuplicateRequestSchema = z.object({ post_id: id, planned_at: localDateTimeSchema.optional() });
export type PostDuplicateRequest = z.infer<typeof postDuplicateRequestSchema>;
export const postArchiveRequestSchema = z.object({ post_id: id, archived: z.boolean() });
export type PostArchiveRequest = z.infer<typeof postArchiveRequestSchema>;
export const postDeleteResponseSchema = envelopeWith({ data: z.object({ post_id: z.number().int() }) });

/** Campaigns of an organisation, for the list's filter and the setup's suggestions. */
export const campaignListQuerySchema = z.object({ organizationId: id });
export const campaignRecordSchema = z.object({ id: z.number().int(), name: z.string(), post_count: z.number().int() });
export type CampaignRecord = z.infer<typeof campaignRecordSchema>;
export const campaignListResponseSchema = envelopeWith({ records: z.array(campaignRecordSchema) });

/** The organisations the caller may post for (the agency selector; one for client users). */
export const postOrganizationsResponseSchema = envelopeWith({
  records: z.array(z.object({ id: z.number().int(), organization_name: z.string() })),
});

// ── The ROI Assistant ───────────────────────────────────────────────────────────────────────────

/** An image the author asks alt text for: one the post stores (its URL), or one just added (a data URL). */
export const ALT_TEXT_IMAGE_PATTERN = /^(\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/;
export const altTextRequestSchema = z.object({
  org_id: id,
  post_id: id,
  image: z.string().max(8_000_000).regex(ALT_TEXT_IMAGE_PATTERN, 'Give a stored image of the post or an image as a data URL.'),
});
export const altTextResponseSchema = envelopeWith({
  data: z.object({ alt_text: z.string(), writer: z.string(), generation_id: z.number().int() }),
});

/** The prompt request (docs/product/posts-and-assistant.md#requests). */
export const promptRequestSchema = z.object({
  org_id: id,
  user_id: id,
  org_name: z.string().max(200).optional(),
  goal: referenceValue,
  campaign_name: z.string().trim().min(1).max(CAMPAIGN_NAME_MAX_CHARS),
  post_id: id,
  platform_name: z.enum(PLATFORM_NAMES).default('linkedin'),
  keyword: z.object({ Industry: referenceValue, Region: referenceValue, Audience: referenceValue }),
  /** Longer than PROMPT_MAX_CHARS is refused with 413 by the service, not cut here. */
  prompt: z.string(),
});
export type PromptRequest = z.infer<typeof promptRequestSchema>;

/**
 * An enhancement (enhancement='yes' with enhancement_text) or an action (one flag set to 'yes') on
 * `text`, the post so far.
 */
export const versionRequestSchema = promptRequestSchema.extend({
  prompt: z.string().optional(),
  text: z.string().min(1, 'There is no text to work on yet').max(ACTION_TEXT_MAX_CHARS * 2),
  enhancement: yes.optional(),
  enhancement_text: z.string().optional(),
  Enhancement: yes.optional(),
  expanded: yes.optional(),
  shorten: yes.optional(),
  MoreCaual: yes.optional(),
  MoreFormal: yes.optional(),
  OpenPreviewPanel: yes.optional(),
});
export type VersionRequest = z.infer<typeof versionRequestSchema>;

export const generateResponseSchema = envelopeWith({ records: z.array(promptResponseSchema) });

/** The streamed variant takes either request; `text` present means an action or an enhancement. */
export const streamRequestSchema = z.union([versionRequestSchema, promptRequestSchema]);
export type StreamRequest = z.infer<typeof streamRequestSchema>;
