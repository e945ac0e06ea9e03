import { sql } from 'drizzle-orm';
import type { ApprovalStep, ChainAppliesTo } from '@roi/contract/approvals';
import type { FactCategory, FactSource } from '@roi/contract/facts';
import { ONBOARDING_STATES } from '@roi/contract/onboarding';
import { NOTIFICATION_KINDS } from '@roi/contract/notifications';
import { OUTCOME_KINDS } from '@roi/contract/analytics';
import type { MailAttachment } from '@roi/contract/mail';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** What a generation's writer was told besides the prompt: kept so that an answer can be accounted for. */
export interface GenerationSetup {
  campaign: string;
  goal: string;
  industry: string;
  region: string;
  audience: string;
  facts: FactSource[];
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizationTypes = pgTable('organization_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  orgTypeId: integer('org_type_id')
    .notNull()
    .references(() => organizationTypes.id),
  website: text('website'),
  country: text('country'),
  timezone: text('timezone'),
  companyLogoUrl: text('company_logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  headerFont: text('header_font'),
  bodyFont: text('body_font'),
  /** Offered to an organisation made by sign-up until it is finished or dismissed; null: never offered. */
  onboarding: text('onboarding', { enum: ONBOARDING_STATES }),
  /** Its posts may go out with an image that has no alt text (off: every image must be described). */
  allowImagesWithoutAltText: boolean('allow_images_without_alt_text').notNull().default(false),
  /** The US school grade its posts' text should not read above (the editor's check); null: not checked. */
  plainLanguageGrade: integer('plain_language_grade').default(10),
  /** Appended to what LinkedIn receives of a post the assistant drafted (docs/decisions/0031-ai-transparency.md); null: no label. */
  assistantLabel: text('assistant_label'),
  /** Links in its posts go to LinkedIn as tracked short links (docs/decisions/0032-tracked-links.md), when the product's address is public. */
  trackLinks: boolean('track_links').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgTypeId: integer('org_type_id')
      .notNull()
      .references(() => organizationTypes.id),
    name: text('name').notNull(),
    /** Admin, Manager or Member: what the role is, whatever it is called. */
    level: text('level', { enum: ['admin', 'manager', 'member'] }).notNull(),
  },
  (table) => [unique('roles_org_type_name_unique').on(table.orgTypeId, table.name)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /**
     * Stored in lower case: addresses are compared without case. An address has at most one account
     * (a row with a password), but may also be invited, unaccepted, into other organisations (docs/decisions/0012).
     */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    profileImageUrl: text('profile_image_url'),
    status: text('status', { enum: ['active', 'invited', 'disabled'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_organization_idx').on(table.organizationId),
    uniqueIndex('users_organization_email_unique').on(table.organizationId, table.email),
    uniqueIndex('users_account_email_unique').on(table.email).where(sql`${table.passwordHash} is not null`),
  ],
);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id'),
  path: text('path').notNull().unique(),
  element: text('element').notNull(),
  languageName: text('language_name').notNull(),
  placement: text('placement', { enum: ['main', 'secondary', 'profile'] }).notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const menuFeatures = pgTable(
  'menu_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    path: text('path').notNull(),
    element: text('element').notNull().unique(),
    languageName: text('language_name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [unique('menu_features_menu_path_unique').on(table.menuId, table.path)],
);

export const featureActions = pgTable(
  'feature_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => menuFeatures.id),
    actionName: text('action_name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [unique('feature_actions_feature_action_unique').on(table.featureId, table.actionName)],
);

/**
 * Which actions a role may use. A row with no organisation is the role's default; a row for an
 * organisation overrides it there: the one source of truth for navigation and server.
 */
export const menuAccess = pgTable(
  'menu_access',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    featureActionId: integer('feature_action_id')
      .notNull()
      .references(() => featureActions.id),
    checked: boolean('checked').notNull(),
  },
  (table) => [
    unique('menu_access_role_org_action_unique')
      .on(table.roleId, table.organizationId, table.featureActionId)
      .nullsNotDistinct(),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Every token rotated from one sign-in shares a family; a replay revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Failed sign-ins per address in the current window. Keyed by the address as typed, known or not, so
 * that the limit answers the same for both; reserved before the password is checked, so that attempts
 * sent in parallel are counted too (docs/product/accounts.md#sign-in-throttling).
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Requests counted per key (a client address's sign-ups, every sign-up, an organisation's invitations, a
 * keyed hash of a client's clicks on a tracked link) in the current window, reserved before the work they limit, so that requests sent at once count too.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  requests: integer('requests').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * An organisation's credential for other tools (docs/decisions/0019). Only the SHA-256 of the key is
 * kept: the key carries 256 random bits, so a fast hash cannot be searched back. It acts as the person
 * who created it, limited to the actions it was granted.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    shown: text('shown').notNull(),
    /** Menu actions as `Feature:Action`. */
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('api_keys_organization_idx').on(table.organizationId)],
);

/** An invitation link: only the hash of its token is kept; used once, 7 days at most. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_user_idx').on(table.userId)],
);

/**
 * Emailed one-time codes (docs/product/accounts.md#one-time-codes): kept as a keyed hash, single use,
 * killed after a number of wrong tries. Only the newest code of an address and purpose counts. A
 * sign-up keeps what it will create (names, organisation, password hash) in `payload` until the code
 * is confirmed.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose', { enum: ['signup', 'password_reset'] }).notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_email_purpose_time_idx').on(table.email, table.purpose, table.createdAt)],
);

/** Every email the product sends, with whether and when it was delivered. */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organizationId: integer('organization_id'),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** Files sent with the message (a monthly report's PDF), as base64. */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failure: text('failure'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    actorUserId: integer('actor_user_id'),
    organizationId: integer('organization_id'),
    subjectUserId: integer('subject_user_id'),
    /** The API key the call was made with; null for a person's own session. */
    apiKeyId: integer('api_key_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_log_subject_event_time_idx').on(table.subjectUserId, table.event, table.occurredAt),
  ],
);

export const referenceData = pgTable(
  'reference_data',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    category: text('category').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [unique('reference_data_category_value_unique').on(table.category, table.value)],
);

/** A campaign groups an organisation's posts; its name is unique in the organisation, whatever its case. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    /** The name trimmed, with runs of spaces collapsed and in lower case: what "the same campaign" means. */
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('campaigns_organization_name_unique').on(table.organizationId, table.nameKey)],
);

/**
 * A post: publish_status 0 initial, 1 draft, 2 posted (docs/product/posts-and-assistant.md#publish-status).
 * The rich text is stored sanitised; its plain text beside it feeds search, excerpts and the networks.
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    goal: text('goal').notNull(),
    industry: text('industry').notNull(),
    region: text('region').notNull(),
    audience: text('audience').notNull(),
    publishStatus: integer('publish_status').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    contentText: text('content_text').notNull().default(''),
    platforms: jsonb('platforms').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** A scheduled post goes out then; its targets wait in state 'scheduled' until it comes. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Taken out of the list, kept on record; the list's Archived filter shows it, Unarchive clears it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The wizard's stage (1 to 3) the draft was last saved on: where it opens again. */
    draftStage: integer('draft_stage'),
    /** The assistant's replies the draft's chat kept, oldest first, as ids of this post's generations. */
    chatGenerationIds: jsonb('chat_generation_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The generations whose text the post took, as the server found them when it was saved: accepted in
     * the editor or found in its text. Only ever added to: a post drafted with the assistant stays so.
     */
    assistantGenerationIds: jsonb('assistant_generation_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** Goes up with every change of the text or images: reviewers decide on one version (docs/decisions/0017). */
    version: integer('version').notNull().default(1),
    /** Embargo: nothing of the post may go out before this instant. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    /**
     * Where the post sits on the calendar: its schedule, else when it was posted. A column of its own,
     * not the expression in each query: under row security PostgreSQL did not hold a range on
     * `coalesce(...)` leak-proof, so it checked it after the policy, row by row, instead of reading the
     * index; a plain column's range is an index condition (docs/decisions/0037).
     */
    calendarAt: timestamp('calendar_at', { withTimezone: true }).generatedAlwaysAs(sql`coalesce(scheduled_at, posted_at)`),
  },
  (table) => [
    // The list's order, newest first with the id breaking ties, read backwards (an index declared
    // DESC would be NULLS LAST and match no ORDER BY ... DESC).
    index('posts_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('posts_created_idx').on(table.createdAt, table.id),
    index('posts_campaign_idx').on(table.campaignId),
    // The calendar reads a range of the time a post sits on (its schedule, else when it was posted), of
    // one organisation or, for the agency's "all", of every one; archived posts are never on it.
    index('posts_calendar_idx').on(table.organizationId, table.calendarAt).where(sql`${table.archivedAt} is null`),
    index('posts_calendar_time_idx').on(table.calendarAt).where(sql`${table.archivedAt} is null`),
  ],
);

/**
 * A counter of every change to who may do what: an account's status, role, organisation or address, a
 * session revoked, a grant or the catalogue changed. Triggers bump it in the changing transaction
 * (migration 0009), so that a server process may keep sessions and grants in memory for as long as
 * the counter it reads on each request has not moved: a change made through any process, or behind
 * the product's back, applies on the next request (docs/decisions/0021).
 */
export const accessGeneration = pgTable(
  'access_generation',
  {
    /** One row: the key can hold only `true`. */
    single: boolean('single').primaryKey().default(true),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('access_generation_single', sql`${table.single}`)],
);

/**
 * What the seed last wrote, as a fingerprint of the catalogues in the code: a start with the same
 * catalogues skips writing them again (a start on existing data is then a few statements).
 */
export const seedState = pgTable(
  'seed_state',
  {
    /** One row: the key can hold only `true`. */
    single: boolean('single').primaryKey().default(true),
    fingerprint: text('fingerprint').notNull(),
  },
  (table) => [check('seed_state_single', sql`${table.single}`)],
);

/** Bytes as PostgreSQL's bytea; both drivers' answers read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures, logos and post images when the product runs on PostgreSQL, so that every server process
 * serves what any of them stored (on the embedded database they are files in the data directory).
 * Named by the random name in their URL; served to anyone who has that URL, like the files.
 */
export const storedImages = pgTable('stored_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * How many posts each organisation's list shows when nothing narrows it (neither archived nor a setup
 * left with no text), kept in the transaction that adds, changes, archives or deletes a post, so that
 * the list's total does not cost a count over every post.
 */
export const organizationPostCounts = pgTable('organization_post_counts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  total: integer('total').notNull(),
});

/** The images of a post, in their order; the files live in the uploads directory. */
export const postImages = pgTable(
  'post_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    position: integer('position').notNull(),
    /** What the image shows, in the author's words, for those who cannot see it; '' while not written. */
    altText: text('alt_text').notNull().default(''),
  },
  (table) => [index('post_images_post_idx').on(table.postId, table.position)],
);

/** Every generation of the assistant: who, when, which writer, what was asked and answered, how long. */
export const generations = pgTable(
  'generations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    postId: integer('post_id').references(() => posts.id),
    kind: text('kind').notNull(),
    writer: text('writer').notNull(),
    prompt: text('prompt').notNull(),
    /** The author's own words: the prompt typed or chosen, or an enhancement's instructions; none for an action. */
    asked: text('asked'),
    output: text('output').notNull().default(''),
    outcome: text('outcome', { enum: ['ok', 'failed'] }).notNull(),
    failure: text('failure'),
    latencyMs: integer('latency_ms').notNull(),
    /** The facts the writer said it used, as they read then: a fact removed later still shows as the draft's source. */
    sources: jsonb('sources').$type<FactSource[]>().notNull().default(sql`'[]'::jsonb`),
    /** The setup the writer was given (the system prompt's campaign, goal, industry, region, audience) and the facts offered to it. */
    setup: jsonb('setup').$type<GenerationSetup>(),
    createdAt: createdAt(),
  },
  (table) => [index('generations_organization_time_idx').on(table.organizationId, table.createdAt)],
);

/** Generations per organisation in the current minute, reserved before the writer is called. */
export const generationThrottle = pgTable('generation_throttle', {
  organizationId: integer('organization_id').primaryKey(),
  requests: integer('requests').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * A connection being made: the one-time `state` of the authorisation request (stored hashed), who asked
 * for which organisation, and the PKCE verifier the token request must show.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  appName: text('app_name').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * An organisation's connection to a network through one member's authorisation. Tokens are encrypted
 * (AES-256-GCM) and wiped on disconnect; the row stays so that past posts keep naming their accounts.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    appName: text('app_name').notNull(),
    isSandbox: boolean('is_sandbox').notNull(),
    memberUrn: text('member_urn').notNull(),
    displayName: text('display_name').notNull(),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshToken: text('refresh_token'),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    connectedBy: integer('connected_by')
      .notNull()
      .references(() => users.id),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    /** The end of the connection that the organisation's webhooks were warned of (connection.expiring). */
    expiryWarnedFor: timestamp('expiry_warned_for', { withTimezone: true }),
    /** The scopes LinkedIn granted, separated by spaces; null when not known (connected before they were kept, or the sandbox). */
    grantedScopes: text('granted_scopes'),
    createdAt: createdAt(),
  },
  (table) => [unique('integrations_member_unique').on(table.organizationId, table.appName, table.isSandbox, table.memberUrn)],
);

/** What a connection may publish as: the member's profile and the pages the member administers. */
export const integrationAccounts = pgTable(
  'integration_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    urn: text('urn').notNull(),
    displayName: text('display_name').notNull(),
    accountType: text('account_type').notNull(),
    /** The organisation publishes to it: chosen on the callback screen or in settings, never by default. */
    isSelected: boolean('is_selected').notNull().default(false),
  },
  (table) => [unique('integration_accounts_urn_unique').on(table.integrationId, table.urn)],
);

/**
 * One post going to one account: the durable publishing job. A worker holds it under a lease;
 * `sendStartedAt` says the create call may have reached the network, so a later attempt reconciles
 * with the network before it sends again (docs/product/publishing.md#the-publishing-worker).
 */
export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => integrationAccounts.id),
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    /** The network's ids of the images already uploaded for this post, in order. */
    uploadedImages: jsonb('uploaded_images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    lastError: text('last_error'),
    /** The HTTP status LinkedIn refused the last try with (403: may not post as that account; 426: API version retired). */
    lastStatus: integer('last_status'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('publications_post_account_unique').on(table.postId, table.accountId),
    index('publications_due_idx').on(table.state, table.dueAt),
    // Analytics' tables read an organisation's posts published in a range.
    index('publications_organization_published_idx').on(table.organizationId, table.publishedAt),
  ],
);

/** The weekly times of an organisation's posting queue, on its clock: ISO weekday and 'HH:mm'. */
export const queueSlots = pgTable(
  'queue_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('queue_slots_unique').on(table.organizationId, table.weekday, table.time)],
);

/**
 * The reminder sent to an organisation's admins that a connection is about to end: one per connection
 * and expiry, so that several workers, restarts and every later round send it once; a reconnection
 * gives a new expiry and so a new reminder.
 */
export const connectionExpiryNotices = pgTable(
  'connection_expiry_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('connection_expiry_notices_unique').on(table.integrationId, table.expiresAt)],
);

/** The sandbox network's feed: what it received instead of LinkedIn. */
export const sandboxPosts = pgTable(
  'sandbox_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    authorUrn: text('author_urn').notNull(),
    authorName: text('author_name').notNull(),
    accountType: text('account_type').notNull(),
    commentary: text('commentary').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_posts_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * An organisation's HTTPS endpoint told of its events (docs/decisions/0019). The signing secret is
 * sealed like the networks' tokens: the server must read it back to sign each delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_organization_idx').on(table.organizationId)],
);

/**
 * One event going to one endpoint: a durable job like a publication, taken under a lease and tried
 * again with backoff until the receiver answers 2xx or the tries run out.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    event: text('event').notNull(),
    /** The exact body sent (and signed), the same on every try. */
    body: text('body').notNull(),
    state: text('state', { enum: ['queued', 'delivering', 'delivered', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.state, table.dueAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/** An organisation's approval chain; an organisation without one follows the default rule (docs/decisions/0017). */
export const approvalChains = pgTable('approval_chains', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  appliesTo: text('applies_to').$type<ChainAppliesTo>().notNull(),
  steps: jsonb('steps').$type<ApprovalStep[]>().notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One submission of a post for approval, with the chain as it stood then (a chain changed later does
 * not move reviews under way). `round` goes up when an edit sends it back to the first step: only the
 * decisions of the current round count. At most one review of a post is in review at a time.
 */
export const postReviews = pgTable(
  'post_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    steps: jsonb('steps').$type<ApprovalStep[]>().notNull(),
    state: text('state', { enum: ['in_review', 'approved', 'rejected', 'withdrawn', 'expired'] }).notNull(),
    step: integer('step').notNull().default(0),
    round: integer('round').notNull().default(0),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    /**
     * The publishing accounts the post would go to when it was submitted; the approval publishes to
     * those still chosen. Empty for reviews submitted before accounts were recorded: every chosen one.
     */
    accountIds: jsonb('account_ids').$type<number[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('post_reviews_post_idx').on(table.postId, table.id),
    index('post_reviews_organization_state_idx').on(table.organizationId, table.state),
    // The calendar reads the reviews whose time falls in the range it shows.
    index('post_reviews_organization_schedule_idx').on(table.organizationId, table.scheduleAt),
    uniqueIndex('post_reviews_one_open_unique').on(table.postId).where(sql`${table.state} = 'in_review'`),
  ],
);

/** What happened to a review: submitted, each decision, a return to the first step, its end. */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => postReviews.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind', { enum: ['submitted', 'approved', 'rejected', 'withdrawn', 'reset', 'expired', 'published'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    step: integer('step').notNull(),
    round: integer('round').notNull(),
    version: integer('version').notNull(),
    /** A reviewer without an account, deciding through a review link: who they said they are. */
    reviewerName: text('reviewer_name'),
    reviewerEmail: text('reviewer_email'),
    /** The approvers of the step (by position) an approval stands for. */
    matched: jsonb('matched').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    index('review_events_review_idx').on(table.reviewId, table.id),
    // One approval per person per step and round, however many requests race.
    uniqueIndex('review_events_one_approval_unique')
      .on(table.reviewId, table.round, table.step, table.actorUserId)
      .where(sql`${table.kind} = 'approved'`),
  ],
);

/**
 * A review link for someone without an account: one post's review, one decision, 7 days by default.
 * Only the hash of its token is kept (docs/decisions/0017).
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => postReviews.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    tokenHash: text('token_hash').notNull().unique(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    decision: text('decision', { enum: ['approve', 'reject'] }),
    createdAt: createdAt(),
  },
  (table) => [index('review_links_post_idx').on(table.postId)],
);

/** A comment on a post, by a signed-in user of its organisation or the agency, about the version then current. */
export const postComments = pgTable(
  'post_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('post_comments_post_idx').on(table.postId, table.id)],
);

/**
 * A person's calendar feed address (docs/product/scheduling.md#calendar-feed): one per person, the
 * random token of its URL kept only as a hash. Making a new address replaces the row, so the old
 * address finds nothing.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Something a person is told in the product (docs/product/notifications.md): a mention, a post waiting
 * at their step, a rejection or an expiry of their post. Kept with the post's organisation, so that
 * row security keeps it where the post is.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.id)],
);

/**
 * An organisation's media library (docs/product/content-hub.md#media-library): images uploaded once and
 * attached to its posts by URL (the post's image row shares the stored file), each with the alt text
 * and tags its people gave it.
 */
export const libraryImages = pgTable(
  'library_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    altText: text('alt_text').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('library_images_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * An organisation's templates, hashtag groups and snippets: one table, since the three differ only in
 * how their text is checked and inserted (docs/decisions/0026).
 */
export const contentPieces = pgTable(
  'content_pieces',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('content_pieces_name_unique').on(table.organizationId, table.kind, table.name)],
);

/**
 * Whom an organisation's people ask for help (docs/product/help.md#support-contact): one row per
 * organisation at most, shown at the top of the Help centre. Removing the contact removes the row.
 */
export const supportContacts = pgTable('support_contacts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  url: text('url').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The organisation's fact library (docs/product/facts.md): what its posts may state, with where each fact
 * comes from and the day it was true. Dates are calendar days ('YYYY-MM-DD'), compared as text.
 */
export const facts = pgTable(
  'facts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    statement: text('statement').notNull(),
    value: text('value').notNull().default(''),
    category: text('category').$type<FactCategory>().notNull(),
    source: text('source').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    staleAfter: date('stale_after', { mode: 'string' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('facts_organization_idx').on(table.organizationId, table.asOf)],
);

// ── Analytics (docs/decisions/0028-analytics-collection.md) ─────────────────────────────────────

/**
 * The durable, periodic collection job of one organisation page: taken under a lease like a
 * publication, due again a collection interval after it succeeds, sooner with backoff after a 429 or
 * 5xx. `unreadable` says what LinkedIn would not let the connection read (403), for the screen.
 */
export const analyticsCollections = pgTable(
  'analytics_collections',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => integrationAccounts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    state: text('state', { enum: ['waiting', 'collecting'] }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastCollectedAt: timestamp('last_collected_at', { withTimezone: true }),
    lastError: text('last_error'),
    unreadable: text('unreadable'),
  },
  (table) => [index('analytics_collections_due_idx').on(table.state, table.dueAt), index('analytics_collections_organization_idx').on(table.organizationId)],
);

/** The counts LinkedIn gives for shares, per day of a page or as a post's running totals. */
const shareCounts = () => ({
  impressions: integer('impressions').notNull(),
  uniqueImpressions: integer('unique_impressions').notNull(),
  clicks: integer('clicks').notNull(),
  reactions: integer('reactions').notNull(),
  comments: integer('comments').notNull(),
  reposts: integer('reposts').notNull(),
  engagement: doublePrecision('engagement').notNull(),
});

/** A post's counts: its clicks are null where LinkedIn counts none (a member's own posts), never 0. */
const postCounts = () => ({ ...shareCounts(), clicks: integer('clicks') });

/** A snapshot's keys: the organisation page, its organisation (for row security) and the day (UTC). */
const pageDay = () => ({
  accountId: integer('account_id')
    .notNull()
    .references(() => integrationAccounts.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  day: date('day', { mode: 'string' }).notNull(),
});

/** A page's share statistics of one day. Kept past LinkedIn's 12 months. */
export const pageStatisticsDaily = pgTable(
  'page_statistics_daily',
  {
    ...pageDay(),
    ...shareCounts(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.day] }),
    // The overview sums a range of days of one organisation: its cost follows the days, not the posts.
    index('page_statistics_daily_organization_day_idx').on(table.organizationId, table.day),
  ],
);

/** A page's follower count as collected on one day (LinkedIn gives only the current count). */
export const followerCountsDaily = pgTable(
  'follower_counts_daily',
  {
    ...pageDay(),
    followers: integer('followers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] }), index('follower_counts_daily_organization_day_idx').on(table.organizationId, table.day)],
);

/** A published post's running totals as collected on one day: the history of each post. */
export const postStatisticsDaily = pgTable(
  'post_statistics_daily',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    day: date('day', { mode: 'string' }).notNull(),
    ...postCounts(),
  },
  (table) => [primaryKey({ columns: [table.publicationId, table.day] })],
);

/** A published post's latest totals: what the tables by post and by campaign read. */
export const postStatistics = pgTable(
  'post_statistics',
  {
    publicationId: integer('publication_id')
      .primaryKey()
      .references(() => publications.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    ...postCounts(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('post_statistics_organization_idx').on(table.organizationId)],
);

/** A page's followers by one demographic facet (industry, seniority, function, geography, company size) on one day. */
export const followerDemographics = pgTable(
  'follower_demographics',
  {
    ...pageDay(),
    facet: text('facet').notNull(),
    /** LinkedIn's value (a URN or a size range). */
    value: text('value').notNull(),
    /** A name to show; LinkedIn's value when no name is known. */
    label: text('label').notNull(),
    followers: integer('followers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.facet, table.value] })],
);

/**
 * The names of LinkedIn's public reference entities (industries, places) by URN, as LinkedIn's
 * industry taxonomy and geo APIs answered them. Shared by every organisation: the same for all and
 * never changing, each is asked of LinkedIn once (docs/decisions/0033-linkedin-names.md).
 */
export const linkedinNames = pgTable('linkedin_names', {
  urn: text('urn').primaryKey(),
  name: text('name').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a campaign's posts led to, outside LinkedIn: an enquiry, a site visit, a lead. Recorded by hand, or
 * sent by another system through the signed outcomes endpoint, which names it by its own `external_id` so
 * that a resend is recorded once.
 */
export const campaignOutcomes = pgTable(
  'campaign_outcomes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTCOME_KINDS }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** Who recorded it by hand; null when another system sent it. */
    recordedBy: integer('recorded_by').references(() => users.id),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('campaign_outcomes_organization_day_idx').on(table.organizationId, table.occurredOn),
    uniqueIndex('campaign_outcomes_external_unique').on(table.organizationId, table.externalId).where(sql`${table.externalId} is not null`),
  ],
);

/** The secret an organisation's outcomes endpoint checks signatures with, sealed like a webhook's. */
export const outcomeSecrets = pgTable('outcome_secrets', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  sealedSecret: text('sealed_secret').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * The public-records archive (docs/decisions/0030-public-records-archive.md): every version, answer,
 * comment, decision and publication of an organisation, append-only, each record's hash taken over the
 * one before it in the organisation's chain. The database refuses UPDATE, and DELETE outside the
 * retention job (a trigger in the migration). `post_id` has no foreign key: a post deleted from the
 * product keeps its records.
 */
export const archiveRecords = pgTable(
  'archive_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The record's place in its organisation's chain, from 1, without gaps when written. */
    seq: integer('seq').notNull(),
    postId: integer('post_id'),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    actorUserId: integer('actor_user_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** Canonical JSON (keys sorted), kept as the exact text that was hashed. */
    payload: text('payload').notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    unique('archive_records_organization_seq_unique').on(table.organizationId, table.seq),
    index('archive_records_organization_time_idx').on(table.organizationId, table.recordedAt),
    index('archive_records_organization_post_idx').on(table.organizationId, table.postId),
    // Word search: the payload's string values as words (wordsOfPayload in archive.repository.ts).
    index('archive_records_words_idx').using('gin', sql`to_tsvector('simple', ${table.payload}::jsonb)`),
  ],
);

/**
 * Set once the backfill of posts made before the archive has gone through every post: posts saved
 * since are recorded as they are saved, so later starts need not look again.
 */
export const archiveBackfill = pgTable(
  'archive_backfill',
  {
    /** One row: the key can hold only `true`. */
    single: boolean('single').primaryKey().default(true),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('archive_backfill_single', sql`${table.single}`)],
);

/**
 * The head of each organisation's chain, locked by every writer so that two never fork it, and the
 * retention job's lease and next run for the organisation.
 */
export const archiveChains = pgTable('archive_chains', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  headSeq: integer('head_seq').notNull().default(0),
  headHash: text('head_hash').notNull(),
  pruneDueAt: timestamp('prune_due_at', { withTimezone: true }).notNull().defaultNow(),
  leaseOwner: text('lease_owner'),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
});

/**
 * The version of each organisation's post list: it moves as a transaction that changed anything a page
 * of that list shows commits (migration 0035), and pages kept under one version hold until it moves
 * (docs/decisions/0021). Written only by the triggers; never deleted.
 */
export const postListVersions = pgTable('post_list_versions', {
  organizationId: integer('organization_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A committing transaction's move of its list versions, queued by its first change and run last (migration 0035). */
export const postListChanges = pgTable('post_list_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
});

/**
 * The archive's own copy of each image its records name (docs/decisions/0034-archive-images-and-backfill.md),
 * by the SHA-256 of its bytes, once per organisation however many records name it: the post's image
 * file may be deleted; this stays while a record names it.
 */
export const archiveImages = pgTable(
  'archive_images',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.sha256] })],
);

/** Which record (by its number in the chain) names which archived image: what the retention job counts. */
export const archiveImageUses = pgTable(
  'archive_image_uses',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    sha256: text('sha256').notNull(),
    seq: integer('seq').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.sha256, table.seq] }),
    index('archive_image_uses_organization_seq_idx').on(table.organizationId, table.seq),
  ],
);

/**
 * A record written in a transaction that has not committed yet: as the transaction commits, a deferred
 * trigger gives it its place and hash in the organisation's chain and moves it into `archive_records`
 * (migration 0034, docs/decisions/0021). Unlogged: nothing outlives its transaction here.
 */
export const archivePending = pgTable('archive_pending', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id').notNull(),
  postId: integer('post_id'),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  actorUserId: integer('actor_user_id'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  payload: text('payload').notNull(),
  /** The hashed text before and after the record's place in the chain (`hashedTextAroundSeq`). */
  hashedBeforeSeq: text('hashed_before_seq').notNull(),
  hashedAfterSeq: text('hashed_after_seq').notNull(),
  /** How the change moves the organisation's kept total of listed posts. */
  listedPostsChange: integer('listed_posts_change').notNull(),
});

/** The images a pending record names, with their bytes: kept by the archive as the record joins the chain. */
export const archivePendingImages = pgTable(
  'archive_pending_images',
  {
    pendingId: bigint('pending_id', { mode: 'number' })
      .notNull()
      .references(() => archivePending.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pendingId, table.sha256] })],
);

/** An organisation's own retention, in years, for a content type; the defaults apply where none is set. */
export const archiveRetention = pgTable(
  'archive_retention',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contentType: text('content_type').notNull(),
    years: integer('years').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.contentType] })],
);

/** A legal hold: while not lifted, the retention job removes none of the organisation's (or the post's) records. */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Null: the whole organisation's archive. */
    postId: integer('post_id'),
    reason: text('reason').notNull(),
    placedBy: integer('placed_by').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: integer('lifted_by'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [index('legal_holds_organization_idx').on(table.organizationId)],
);

/**
 * Who gets an organisation's PDF report by email each month, and the month last sent: claimed before
 * sending, so that a restart or another server never sends a month twice.
 */
export const monthlyReports = pgTable('monthly_reports', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  recipients: jsonb('recipients').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** YYYY-MM of the last month whose report went out. */
  lastSentMonth: text('last_sent_month'),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link of a post as published: its short code on the product's own address, and the address it leads
 * to as the author wrote it (docs/decisions/0032-tracked-links.md). One per post and address, so that a
 * retried publication sends the same code.
 */
export const trackedLinks = pgTable(
  'tracked_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    targetUrl: text('target_url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracked_links_code_unique').on(table.code),
    uniqueIndex('tracked_links_post_target_unique').on(table.postId, table.targetUrl),
  ],
);

/**
 * The people's clicks on a tracked link, counted per UTC day: a number and nothing about who clicked (no
 * address, no browser, no cookie).
 */
export const trackedLinkClicksDaily = pgTable(
  'tracked_link_clicks_daily',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => trackedLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: integer('organization_id').notNull(),
    postId: integer('post_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.linkId, table.day] }),
    index('tracked_link_clicks_daily_organization_day_idx').on(table.organizationId, table.day),
    index('tracked_link_clicks_daily_post_day_idx').on(table.postId, table.day),
  ],
);
