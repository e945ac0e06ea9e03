import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { localDateTimeSchema } from './integrations.js';
import { MESSAGES } from './messages.js';
import { isValidEmail } from './validation.js';

/**
 * Approval chains and the reviews of posts (docs/product/approvals.md, docs/decisions/0017): the wire
 * contract, and the rules both sides read (who may decide a step, when a step is complete).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const APPROVAL_STEPS_MAX = 10;
export const APPROVERS_PER_STEP_MAX = 20;
export const APPROVAL_NOTE_MAX_CHARS = 2000;
export const APPROVAL_STEP_NAME_MAX_CHARS = 80;

export const ROLE_LEVELS = ['admin', 'manager', 'member'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

/**
 * Who may decide a step: everyone of a role level, of the post's organisation or of the agency serving
 * it; one named user; or a reviewer without an account, by email (kept now, reached by review links
 * later; a signed-in user with that address counts as them).
 */
export const approverSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('role'), level: z.enum(ROLE_LEVELS), side: z.enum(['organization', 'agency']) }),
  z.object({ kind: z.literal('user'), user_id: id }),
  z.object({
    kind: z.literal('email'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => isValidEmail(value), MESSAGES.emailFormat),
  }),
]);
export type Approver = z.infer<typeof approverSchema>;

export const approvalStepSchema = z.object({
  name: z.string().trim().min(1).max(APPROVAL_STEP_NAME_MAX_CHARS),
  /** Any: one approval completes the step. All: every approver listed must approve. */
  mode: z.enum(['any', 'all']),
  approvers: z.array(approverSchema).min(1, MESSAGES.approvalStepNeedsApprover).max(APPROVERS_PER_STEP_MAX),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/** Whose posts must go through the chain: everyone's, or only those of people who may not publish. */
export const CHAIN_APPLIES_TO = ['everyone', 'without_publish'] as const;
export type ChainAppliesTo = (typeof CHAIN_APPLIES_TO)[number];

export const approvalChainRequestSchema = z.object({
  organization_id: id,
  applies_to: z.enum(CHAIN_APPLIES_TO),
  steps: z.array(approvalStepSchema).min(1, MESSAGES.approvalChainNeedsStep).max(APPROVAL_STEPS_MAX),
});
export type ApprovalChainRequest = z.infer<typeof approvalChainRequestSchema>;

/** A user an approver may name: of the organisation or of the agency. */
export const approverUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), agency: z.boolean() });

export const approvalChainSchema = z.object({
  organization_id: z.number().int(),
  applies_to: z.enum(CHAIN_APPLIES_TO),
  steps: z.array(approvalStepSchema),
  /** No chain was saved: today's rule, a post by someone who may not publish needs an Admin or Manager. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
  /** Those whom a step may name, with their names for the editor. */
  users: z.array(approverUserSchema),
  can_edit: z.boolean(),
});
export type ApprovalChain = z.infer<typeof approvalChainSchema>;

export const approvalChainQuerySchema = z.object({ organizationId: id });
export const approvalChainResponseSchema = envelopeWith({ data: approvalChainSchema });

/** The rule before any chain is saved: one step, any Admin or Manager of the organisation or the agency. */
export const DEFAULT_APPROVAL_STEPS: ApprovalStep[] = [
  {
    name: 'Admin or Manager',
    mode: 'any',
    approvers: [
      { kind: 'role', level: 'admin', side: 'organization' },
      { kind: 'role', level: 'manager', side: 'organization' },
      { kind: 'role', level: 'admin', side: 'agency' },
      { kind: 'role', level: 'manager', side: 'agency' },
    ],
  },
];

/** Who is deciding, as far as a step's approvers can name them. */
export interface Decider {
  userId: number;
  email: string;
  level: RoleLevel;
  /** Of the agency (true) or of the post's organisation (false). */
  isAgency: boolean;
}

export function matchesApprover(approver: Approver, decider: Decider): boolean {
  switch (approver.kind) {
    case 'role':
      return approver.level === decider.level && (approver.side === 'agency') === decider.isAgency;
    case 'user':
      return approver.user_id === decider.userId;
    case 'email':
      return approver.email === decider.email.toLowerCase();
  }
}

/** The approvers of the step (by their position in it) that this decider stands for. */
export function matchedApprovers(step: ApprovalStep, decider: Decider): number[] {
  return step.approvers.flatMap((approver, index) => (matchesApprover(approver, decider) ? [index] : []));
}

/** Whether approvals standing for these approvers complete the step. */
export function completesStep(step: ApprovalStep, approved: ReadonlySet<number>): boolean {
  return step.mode === 'any' ? approved.size > 0 : step.approvers.every((_, index) => approved.has(index));
}

export function approverLabel(approver: Approver, users: ReadonlyArray<{ id: number; name: string }>): string {
  switch (approver.kind) {
    case 'role':
      return `${approver.side === 'agency' ? 'Agency' : 'Organization'} ${approver.level === 'admin' ? 'Admin' : approver.level === 'manager' ? 'Manager' : 'Member'}`;
    case 'user':
      return users.find((user) => user.id === approver.user_id)?.name ?? `User ${approver.user_id}`;
    case 'email':
      return `${approver.email} (external)`;
  }
}

// ── Reviews ─────────────────────────────────────────────────────────────────────────────────────

export const REVIEW_STATES = ['in_review', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** A post's latest review, as the posts list and the editor show it. */
export const reviewSummarySchema = z.object({
  id: z.number().int(),
  state: z.enum(REVIEW_STATES),
  /** The step it is at (0 first); for a closed review, where it stopped. */
  step: z.number().int(),
  step_count: z.number().int(),
  step_name: z.string(),
  /** The version of the post decisions are made on: the post's own. */
  version: z.number().int(),
  submitted_at: z.string(),
  /** The time it is to go out once approved (UTC); null: as soon as it is approved. */
  schedule_at: z.string().nullable(),
  /** The last rejection's reasons, for its author. */
  rejection: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const REVIEW_EVENT_KINDS = ['submitted', 'approved', 'rejected', 'withdrawn', 'reset', 'expired', 'published'] as const;
export type ReviewEventKind = (typeof REVIEW_EVENT_KINDS)[number];

export const reviewEventSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  kind: z.enum(REVIEW_EVENT_KINDS),
  actor_name: z.string().nullable(),
  step: z.number().int(),
  step_name: z.string(),
  version: z.number().int(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type ReviewEvent = z.infer<typeof reviewEventSchema>;

export const reviewPostSchema = z.object({
  post_id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  user_id: z.number().int(),
  author_name: z.string(),
  text: z.string(),
  image_urls: z.array(z.string()),
  version: z.number().int(),
  publish_status: z.number().int(),
  not_before: z.string().nullable(),
  timezone: z.string(),
  /** The publishing accounts it goes to once approved: those chosen when it was submitted. */
  accounts: z.array(z.object({ id: z.number().int(), display_name: z.string(), account_type: z.string() })),
});

/** A review with its post and chain, for the approval screen. */
export const reviewRecordSchema = z.object({
  review: reviewSummarySchema,
  steps: z.array(approvalStepSchema.extend({ labels: z.array(z.string()) })),
  post: reviewPostSchema,
  /** The caller may approve or reject it now, at its current step. */
  can_decide: z.boolean(),
  /** The caller may withdraw it (its author, or someone who manages others' posts). */
  can_withdraw: z.boolean(),
  /**
   * The text of the version the caller last decided or commented on, when the post changed since:
   * what the card shows the changes against. Null when they saw none, or saw the current one.
   */
  seen: z.object({ version: z.number().int(), text: z.string() }).nullable(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

export const REVIEW_TABS = ['waiting', 'mine', 'decided'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const reviewListRequestSchema = z.object({
  tab: z.enum(REVIEW_TABS),
  organization_id: id.optional(),
  campaign_id: id.optional(),
  /** Only the posts going to this publishing account (of the organisation shown). */
  account_id: id.optional(),
});
export type ReviewListRequest = z.infer<typeof reviewListRequestSchema>;
export const reviewListResponseSchema = envelopeWith({ records: z.array(reviewRecordSchema) });

/**
 * The Account filter's choices: the organisation's publishing accounts, those a review is submitted for.
 * Their names only, which reviewers see on every card anyway: no Posts: View needed.
 */
const reviewAccountSchema = z.object({ id: z.number().int(), display_name: z.string(), account_type: z.string(), sandbox: z.boolean() });
export type ReviewAccount = z.infer<typeof reviewAccountSchema>;
export const reviewAccountsQuerySchema = z.object({ organizationId: id });
export const reviewAccountsResponseSchema = envelopeWith({
  records: z.array(reviewAccountSchema),
});

/**
 * The Organization filter's choices (agency users): the organisations whose reviews the caller sees,
 * every one for the agency, one's own otherwise. Their names only: no Posts permission needed.
 */
const reviewOrganizationSchema = z.object({ id: z.number().int(), organization_name: z.string() });
export type ReviewOrganization = z.infer<typeof reviewOrganizationSchema>;
export const reviewOrganizationsResponseSchema = envelopeWith({
  records: z.array(reviewOrganizationSchema),
});

/** The Campaign filter's choices: an organisation's campaigns, named on every card anyway. */
const reviewCampaignSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReviewCampaign = z.infer<typeof reviewCampaignSchema>;
export const reviewCampaignsQuerySchema = z.object({ organizationId: id });
export const reviewCampaignsResponseSchema = envelopeWith({
  records: z.array(reviewCampaignSchema),
});

export const reviewQuerySchema = z.object({ postId: id });
/** A post's latest review (none: never submitted) and every submission and decision, oldest first. */
export const reviewDetailResponseSchema = envelopeWith({
  data: z.object({ record: reviewRecordSchema.nullable(), history: z.array(reviewEventSchema) }),
});

export const waitingCountResponseSchema = envelopeWith({ data: z.object({ count: z.number().int() }) });

export const submitReviewRequestSchema = z.object({
  post_id: id,
  /** The version the author submits: a newer one saved meanwhile must be looked at first. */
  version: id,
  note: z.string().trim().max(APPROVAL_NOTE_MAX_CHARS).optional(),
  /** When it is to go out once approved, on the organisation's clock; none: as soon as approved. */
  schedule_at: localDateTimeSchema.optional(),
});
export type SubmitReviewRequest = z.infer<typeof submitReviewRequestSchema>;

export const decideReviewRequestSchema = z.object({
  post_id: id,
  /** The version and step the reviewer looked at: a decision on anything else is refused (409). */
  version: id,
  step: z.number().int().min(0).max(APPROVAL_STEPS_MAX),
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(APPROVAL_NOTE_MAX_CHARS).optional(),
});
export type DecideReviewRequest = z.infer<typeof decideReviewRequestSchema>;

export const reviewPostIdRequestSchema = z.object({ post_id: id });
export const reviewAnswerSchema = envelopeWith({ data: reviewRecordSchema });

export const embargoRequestSchema = z.object({
  post_id: id,
  /** The earliest time it may go out, on the organisation's clock; null lifts the embargo. */
  not_before: localDateTimeSchema.nullable(),
});
export const embargoResponseSchema = envelopeWith({ data: z.object({ post_id: z.number().int(), not_before: z.string().nullable() }) });

// ── Review links ────────────────────────────────────────────────────────────────────────────────

export const REVIEW_LINK_DEFAULT_DAYS = 7;
export const REVIEW_LINK_MAX_DAYS = 30;
export const REVIEWER_NAME_MAX_CHARS = 120;
/** 32 random bytes (256 bits) written in base64url: 43 characters. */
const reviewToken = z.string().min(20).max(200);

export const reviewLinkCreateRequestSchema = z.object({
  post_id: id,
  reviewer_name: z.string().trim().min(1).max(REVIEWER_NAME_MAX_CHARS),
  reviewer_email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => isValidEmail(value), MESSAGES.emailFormat),
  valid_days: z.number().int().min(1).max(REVIEW_LINK_MAX_DAYS).default(REVIEW_LINK_DEFAULT_DAYS),
});

export const REVIEW_LINK_STATES = ['active', 'used', 'revoked', 'expired'] as const;

export const reviewLinkSchema = z.object({
  id: z.number().int(),
  reviewer_name: z.string(),
  reviewer_email: z.string(),
  state: z.enum(REVIEW_LINK_STATES),
  decision: z.enum(['approve', 'reject']).nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

export const reviewLinksQuerySchema = z.object({ postId: id });
export const reviewLinksResponseSchema = envelopeWith({ records: z.array(reviewLinkSchema) });
export const reviewLinkResponseSchema = envelopeWith({ data: reviewLinkSchema });
export const reviewLinkRevokeRequestSchema = z.object({ link_id: id });

export const reviewLinkOpenRequestSchema = z.object({ token: reviewToken });
/** What a link shows its reviewer: that one post, as LinkedIn would show it, and where it is. */
export const reviewLinkOpenResponseSchema = envelopeWith({
  data: z.object({
    reviewer_name: z.string(),
    organization_name: z.string(),
    campaign_name: z.string(),
    text: z.string(),
    image_urls: z.array(z.string()),
    version: z.number().int(),
    step: z.number().int(),
    step_count: z.number().int(),
    step_name: z.string(),
    /** The reviewer is an approver of the step the post is at: a decision counts now. */
    can_decide: z.boolean(),
    expires_at: z.string(),
  }),
});
export const reviewLinkDecideRequestSchema = z.object({
  token: reviewToken,
  version: id,
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(APPROVAL_NOTE_MAX_CHARS).optional(),
});
export const reviewLinkDecideResponseSchema = envelopeWith({ data: z.object({ decision: z.enum(['approve', 'reject']) }) });

// ── Comments ────────────────────────────────────────────────────────────────────────────────────

export const COMMENT_MAX_CHARS = 2000;

export const postCommentSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  /** Of the agency serving the organisation, rather than of the organisation. */
  is_agency: z.boolean(),
  body: z.string(),
  /** The version of the post it was written about. */
  version: z.number().int(),
  created_at: z.string(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postCommentsQuerySchema = z.object({ postId: id });
/** A person a comment may mention: a user of the post's organisation or of the agency. */
export const mentionableSchema = z.object({ id: z.number().int(), name: z.string() });
export type Mentionable = z.infer<typeof mentionableSchema>;
export const postCommentsResponseSchema = envelopeWith({ records: z.array(postCommentSchema), people: z.array(mentionableSchema) });
/** The most people one comment may mention. */
export const COMMENT_MAX_MENTIONS = 20;
export const postCommentAddRequestSchema = z.object({
  post_id: id,
  body: z.string().trim().min(1).max(COMMENT_MAX_CHARS),
  /** The people the comment mentions: each is notified, by email and in the product. */
  mention_user_ids: z.array(id).max(COMMENT_MAX_MENTIONS).optional(),
});
export const postCommentResponseSchema = envelopeWith({ data: postCommentSchema });
