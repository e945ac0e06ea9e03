import { createHash, randomBytes } from 'node:crypto';
import type {
  AddIntegrationRequest,
  Integration,
  IntegrationAccount,
  OauthAuthorizeRequest,
  SandboxPost,
  SelectAccountsRequest,
} from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { DEFAULT_TIME_ZONE, RECONNECT_WARNING_DAYS, type AppName, type ConnectionState } from '@roi/contract/publishing-rules';
import { DAY_MS } from '@roi/contract/constants';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { findUser } from '../accounts/accounts.repository.js';
import { recordAudit } from '../audit/audit.repository.js';
import { assertOrganizationInScope, assertPermission, foundInScope, hasPermission } from '../access/access.service.js';
import {
  disconnectIntegration,
  findAccountsOf,
  findConnectedIntegration,
  findConnectedIntegrations,
  findLatestIntegrationBy,
  findOrganizationSummary,
  findSandboxFeed,
  insertOauthState,
  saveIntegration,
  selectAccounts,
  takeOauthState,
  type IntegrationRow,
} from './integrations.repository.js';
import { NetworkError } from './network.js';
import { sandboxPostId } from './sandbox-network.js';

/** How long a connection request waits for the member to come back from LinkedIn. */
const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
const SANDBOX_FEED_SIZE = 50;

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The organisation a call is about: the one named (agency users), else the caller's own. */
async function organizationFor(services: Services, caller: Caller, organizationId: number | undefined): Promise<number> {
  const id = organizationId ?? caller.organizationId;
  await assertOrganizationInScope(services, caller, id);
  return id;
}

function assertSelf(caller: Caller, userId: number): void {
  if (userId !== caller.userId) throw new AppError(403, 'forbidden');
}

/**
 * Starts a connection: a one-time `state` bound to the caller and the organisation (kept hashed) and a
 * PKCE verifier, and the network's authorisation address carrying the state and the challenge.
 */
export async function startConnection(services: Services, caller: Caller, request: OauthAuthorizeRequest) {
  await assertPermission(services, caller, 'postsPublish');
  const organizationId = await organizationFor(services, caller, request.organization_id);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  await insertOauthState(services.db, {
    stateHash: sha256(state).toString('base64url'),
    userId: caller.userId,
    organizationId,
    appName: request.app_name,
    codeVerifier,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
  });
  const codeChallenge = sha256(codeVerifier).toString('base64url');
  return {
    authorization_url: services.network.authorizationUrl({ state, codeChallenge }),
    sandbox: services.network.isSandbox,
  };
}

/**
 * Add-integration: the code is exchanged only for the request this caller started (state),
 * once; the member's profile and every page they administer are recorded, tokens sealed.
 */
export async function addIntegration(services: Services, caller: Caller, request: AddIntegrationRequest): Promise<Integration> {
  assertSelf(caller, request.user_id);
  await assertPermission(services, caller, 'postsPublish');
  const pending = await takeOauthState(services.db, sha256(request.state).toString('base64url'));
  if (!pending || pending.userId !== caller.userId || pending.appName !== request.app_name) {
    throw new AppError(400, 'integrationStateInvalid');
  }
  await assertOrganizationInScope(services, caller, pending.organizationId);
  const organization = await findOrganizationSummary(services.db, pending.organizationId);
  if (!organization) throw new AppError(404, 'organizationNotFound');

  let connection;
  try {
    connection = await services.network.connect(request.auth_code, pending.codeVerifier, {
      userId: caller.userId,
      name: await callerName(services, caller),
      organizationId: pending.organizationId,
      organizationName: organization.name,
    });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await recordAudit(services.db, {
      event: 'integration.connect_failed',
      actorUserId: caller.userId,
      organizationId: pending.organizationId,
      ip: caller.ip,
      detail: { app: request.app_name, reason: error.message },
    });
    const status = error.failure === 'rejected' || error.failure === 'unauthorized' ? 400 : 502;
    throw new AppError(status, 'integrationFailed', { message: `${MESSAGES.integrationFailed}: ${error.message}` });
  }

  const { tokens } = connection;
  const integrationId = await saveIntegration(services.db, {
    organizationId: pending.organizationId,
    appName: request.app_name,
    isSandbox: services.network.isSandbox,
    member: connection.member,
    tokens: {
      accessToken: services.tokenCipher.encrypt(tokens.accessToken, pending.organizationId),
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshToken: tokens.refreshToken ? services.tokenCipher.encrypt(tokens.refreshToken, pending.organizationId) : null,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? null,
    },
    grantedScopes: tokens.scopes?.join(' ') ?? null,
    connectedBy: caller.userId,
    accounts: connection.accounts,
  });
  await recordAudit(services.db, {
    event: 'integration.connected',
    actorUserId: caller.userId,
    organizationId: pending.organizationId,
    ip: caller.ip,
    detail: { app: request.app_name, integrationId, accounts: connection.accounts.map((account) => account.urn) },
  });
  return getIntegration(services, integrationId);
}

/** Linked-accounts: what the caller's latest connection may publish as. */
export async function findLinkedAccounts(
  services: Services,
  caller: Caller,
  query: { appName: AppName; userId: number; organizationId?: number },
): Promise<IntegrationAccount[]> {
  assertSelf(caller, query.userId);
  await assertPermission(services, caller, 'postsView');
  const organizationId = await organizationFor(services, caller, query.organizationId);
  const integrationId = await findLatestIntegrationBy(services.db, caller.userId, organizationId, query.appName);
  if (integrationId === undefined) return [];
  return (await findAccountsOf(services.db, [integrationId])).map(accountView);
}

/** User-integrations: the organisation's connections, its time zone, and what the caller may do. */
export async function findIntegrations(services: Services, caller: Caller, query: { userId: number; organizationId?: number }) {
  assertSelf(caller, query.userId);
  await assertPermission(services, caller, 'postsView');
  const organizationId = await organizationFor(services, caller, query.organizationId);
  const organization = await findOrganizationSummary(services.db, organizationId);
  if (!organization) throw new AppError(404, 'organizationNotFound');
  const rows = await findConnectedIntegrations(services.db, organizationId, services.network.isSandbox);
  return {
    records: await integrationViews(services, rows),
    timezone: organization.timezone ?? DEFAULT_TIME_ZONE,
    timezone_set: organization.timezone !== null,
    sandbox: services.network.isSandbox,
    can_publish: await hasPermission(services, caller, 'postsPublish'),
  };
}

/** Which accounts of a connection the organisation publishes to. */
export async function chooseAccounts(services: Services, caller: Caller, request: SelectAccountsRequest): Promise<Integration> {
  await assertPermission(services, caller, 'postsPublish');
  const integration = await findIntegrationInScope(services, caller, request.integration_id);
  const accounts = await findAccountsOf(services.db, [integration.id]);
  const known = new Set(accounts.map((account) => account.id));
  if (request.account_ids.some((id) => !known.has(id))) {
    throw new AppError(400, 'accountNotOfConnection');
  }
  await selectAccounts(services.db, integration.id, request.account_ids);
  const [view] = await integrationViews(services, [integration]);
  await recordAudit(services.db, {
    event: 'integration.accounts_chosen',
    actorUserId: caller.userId,
    organizationId: integration.organizationId,
    ip: caller.ip,
    detail: { integrationId: integration.id, accountIds: request.account_ids },
  });
  return view!;
}

/** Disconnects: tokens wiped, nothing more is published through it; the connection is answered as it was. */
export async function disconnect(services: Services, caller: Caller, integrationId: number): Promise<Integration> {
  await assertPermission(services, caller, 'postsPublish');
  const integration = await findIntegrationInScope(services, caller, integrationId);
  const [view] = await integrationViews(services, [integration]);
  await disconnectIntegration(services.db, integration.id);
  await recordAudit(services.db, {
    event: 'integration.disconnected',
    actorUserId: caller.userId,
    organizationId: integration.organizationId,
    ip: caller.ip,
    detail: { integrationId: integration.id },
  });
  return { ...view!, accounts: view!.accounts.map((account) => ({ ...account, is_selected: false })) };
}

/** The sandbox network's feed of the organisation. */
export async function findSandboxPosts(services: Services, caller: Caller, organizationId: number | undefined): Promise<SandboxPost[]> {
  await assertPermission(services, caller, 'postsView');
  const id = await organizationFor(services, caller, organizationId);
  const rows = await findSandboxFeed(services.db, id, SANDBOX_FEED_SIZE);
  return rows.map((row) => ({
    id: sandboxPostId(row.id),
    author_name: row.authorName,
    account_type: row.accountType,
    text: row.commentary,
    image_urls: row.imageUrls,
    created_at: row.createdAt.toISOString(),
  }));
}

async function callerName(services: Services, caller: Caller): Promise<string> {
  const user = await findUser(services.db, caller.userId);
  return user ? `${user.firstName} ${user.lastName}` : '';
}

async function findIntegrationInScope(services: Services, caller: Caller, integrationId: number): Promise<IntegrationRow> {
  const integration = await findConnectedIntegration(services.db, integrationId);
  return foundInScope(services, caller, integration, (found) => found.organizationId, 'integrationNotFound');
}

async function getIntegration(services: Services, integrationId: number): Promise<Integration> {
  const row = await findConnectedIntegration(services.db, integrationId);
  if (!row) throw new AppError(404, 'integrationNotFound');
  const [view] = await integrationViews(services, [row]);
  return view!;
}

async function integrationViews(services: Services, rows: IntegrationRow[]): Promise<Integration[]> {
  const accounts = await findAccountsOf(
    services.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const expiresAt = connectionExpiry(row);
    return {
      id: row.id,
      app_name: row.appName as AppName,
      organization_id: row.organizationId,
      display_name: row.displayName,
      sandbox: row.isSandbox,
      state: connectionState(expiresAt, new Date()),
      expires_at: expiresAt.toISOString(),
      connected_by: row.connectedBy,
      connected_at: row.connectedAt.toISOString(),
      accounts: accounts.filter((account) => account.integrationId === row.id).map(accountView),
    };
  });
}

/** The organisation's live connections that end by `before` (or have ended), each with when. */
export async function findConnectionsEndingBy(services: Services, organizationId: number, before: Date) {
  const rows = await findConnectedIntegrations(services.db, organizationId, services.network.isSandbox);
  return rows
    .map((row) => ({ id: row.id, displayName: row.displayName, isSandbox: row.isSandbox, expiresAt: connectionExpiry(row) }))
    .filter((connection) => connection.expiresAt.getTime() <= before.getTime());
}

/** A connection lasts as long as it can be renewed: the refresh token's end when LinkedIn granted one. */
function connectionExpiry(row: Pick<IntegrationRow, 'accessTokenExpiresAt' | 'refreshTokenExpiresAt' | 'hasRefreshToken'>): Date {
  return row.hasRefreshToken && row.refreshTokenExpiresAt ? row.refreshTokenExpiresAt : row.accessTokenExpiresAt;
}

function connectionState(expiresAt: Date, now: Date): ConnectionState {
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return expiresAt.getTime() - now.getTime() <= RECONNECT_WARNING_DAYS * DAY_MS ? 'expiring' : 'active';
}

function accountView(account: Awaited<ReturnType<typeof findAccountsOf>>[number]): IntegrationAccount {
  return {
    id: account.id,
    display_name: account.displayName,
    account_type: account.accountType,
    external_id: account.urn,
    is_selected: account.isSelected,
  };
}
