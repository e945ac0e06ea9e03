import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { MESSAGES } from './messages.js';
import { APP_NAMES, CONNECTION_STATES, LOCAL_DATE_TIME_PATTERN, TARGET_STATES } from './publishing-rules.js';

/**
 * The wire contract of connecting LinkedIn, publishing and scheduling
 * (docs/product/api.md#linkedin-connection-calls, docs/product/api.md#publishing-calls).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const appName = z.enum(APP_NAMES, { error: 'Only LinkedIn can be connected for now.' });

// ── Connecting ──────────────────────────────────────────────────────────────────────────────────

/**
 * Starts a connection: the server keeps a one-time `state` (and the PKCE verifier) for the caller and
 * answers where to send the browser. Agency users name the client organisation they connect for.
 */
export const oauthAuthorizeRequestSchema = z.object({
  app_name: appName,
  organization_id: id.optional(),
});
export type OauthAuthorizeRequest = z.infer<typeof oauthAuthorizeRequestSchema>;
export const oauthAuthorizeResponseSchema = envelopeWith({
  data: z.object({ authorization_url: z.string(), sandbox: z.boolean() }),
});

/** Add-integration, with the `state` the network handed back beside the code. */
export const addIntegrationRequestSchema = z.object({
  user_id: id,
  app_name: appName,
  auth_code: z.string().trim().min(1, 'The authorisation code is missing').max(2000),
  state: z.string().trim().min(1, 'The connection request is missing its state').max(200),
});
export type AddIntegrationRequest = z.infer<typeof addIntegrationRequestSchema>;

/** An integration account, with what the settings screen needs beside it. */
export const integrationAccountSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  account_type: z.string(),
  /** LinkedIn's URN of the member or the page. */
  external_id: z.string(),
  /** The organisation publishes to it. */
  is_selected: z.boolean(),
});
export type IntegrationAccount = z.infer<typeof integrationAccountSchema>;

export const integrationSchema = z.object({
  id: z.number().int(),
  app_name: z.enum(APP_NAMES),
  organization_id: z.number().int(),
  /** The LinkedIn member who connected. */
  display_name: z.string(),
  sandbox: z.boolean(),
  state: z.enum(CONNECTION_STATES),
  /** When the connection lapses unless renewed (refresh token's end where LinkedIn granted one). */
  expires_at: z.string(),
  connected_by: z.string(),
  connected_at: z.string(),
  accounts: z.array(integrationAccountSchema),
});
export type Integration = z.infer<typeof integrationSchema>;
export const addIntegrationResponseSchema = envelopeWith({ data: integrationSchema });

/** The accounts of the caller's latest connection to a network (the callback screen's list). */
export const linkedAccountsQuerySchema = z.object({
  appName: appName,
  userId: id,
  organizationId: id.optional(),
});
export const linkedAccountsResponseSchema = envelopeWith({ accounts: z.array(integrationAccountSchema) });

/** The organisation's connections, with its time zone for scheduling. */
export const userIntegrationsQuerySchema = z.object({ userId: id, organizationId: id.optional() });
export const userIntegrationsResponseSchema = envelopeWith({
  records: z.array(integrationSchema),
  timezone: z.string(),
  /** The organisation set its time zone; without one, `timezone` is UTC. */
  timezone_set: z.boolean(),
  /** Sandbox when the server has no LinkedIn credentials. */
  sandbox: z.boolean(),
  /** The caller may connect, choose accounts, disconnect and publish (PostsCreate/Publish). */
  can_publish: z.boolean(),
});

/** Which accounts of a connection the organisation publishes to. */
export const selectAccountsRequestSchema = z.object({
  integration_id: id,
  account_ids: z.array(id).max(200),
});
export type SelectAccountsRequest = z.infer<typeof selectAccountsRequestSchema>;

export const disconnectRequestSchema = z.object({ integration_id: id });
export const integrationResponseSchema = envelopeWith({ data: integrationSchema });

// ── Publishing ──────────────────────────────────────────────────────────────────────────────────

/** One post's state with one account (docs/product/publishing.md#publishing-states). */
export const publishTargetSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  display_name: z.string(),
  account_type: z.string(),
  sandbox: z.boolean(),
  state: z.enum(TARGET_STATES),
  /** Why it failed, or why it is waiting for another try. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When it goes out (scheduled) or is tried again (queued after a failure). */
  due_at: z.string().nullable(),
  external_id: z.string().nullable(),
  external_url: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type PublishTarget = z.infer<typeof publishTargetSchema>;

/** A wall-clock time of the organisation's time zone, 'YYYY-MM-DDTHH:mm'. */
export const localDateTimeSchema = z.string().regex(LOCAL_DATE_TIME_PATTERN, MESSAGES.scheduleInvalid);

/** Sends a post's held or failed targets (all, or the one named): Publish and Retry in /posts. */
export const publishRequestSchema = z.object({ post_id: id, target_id: id.optional() });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** Moves a scheduled post to another time. */
export const rescheduleRequestSchema = z.object({ post_id: id, schedule_at: localDateTimeSchema });
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/**
 * Takes a posted post back to draft while nothing of it has gone out: a scheduled post's schedule is
 * cancelled; a post LinkedIn refused can be edited and posted again.
 */
export const withdrawRequestSchema = z.object({ post_id: id });

export const publishTargetsResponseSchema = envelopeWith({
  records: z.array(publishTargetSchema),
  scheduled_at: z.string().nullable(),
});

// ── The sandbox network's feed ──────────────────────────────────────────────────────────────────

export const sandboxFeedQuerySchema = z.object({ organizationId: id.optional() });
export const sandboxPostSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  account_type: z.string(),
  text: z.string(),
  image_urls: z.array(z.string()),
  created_at: z.string(),
});
export type SandboxPost = z.infer<typeof sandboxPostSchema>;
export const sandboxFeedResponseSchema = envelopeWith({ records: z.array(sandboxPostSchema) });

/** "Lakeside EDO · Organization page": how an account is named in a list. */
export function accountLabel(account: { display_name: string; account_type: string }): string {
  return `${account.display_name} · ${account.account_type}`;
}
