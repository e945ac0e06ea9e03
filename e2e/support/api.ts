import type { APIResponse } from 'playwright-core';
import { ORG_TYPE } from '@roi/contract/constants';
import type { SessionData } from '@roi/contract/auth';
import type { Endpoint } from '@roi/contract/endpoint';
import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { Integration } from '@roi/contract/integrations';
import { answerOf, type ReceivedAnswer } from '../../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './accounts.js';
import { invitationPathIn, waitForEmail } from './mailbox.js';

/**
 * Calls one endpoint of a running server as a client program would: for arranging what a browser test
 * starts from, and for checking what a screen saved. Read the answer with `answerOf(endpoint, answer)`,
 * or `errorOf(answer)` for a failure.
 */
export async function callApi(
  baseUrl: string,
  endpoint: Endpoint,
  options: { session?: SessionData; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<ReceivedAnswer> {
  const url = new URL(endpoint.path, baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.session ? { authorization: `Bearer ${options.session.access_token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body: unknown = await response.json();
  return { statusCode: response.status, json: () => body };
}

/** An answer to a request of the page's own (`page.request`, `route.fetch`), to read like callApi's. */
export async function receivedBy(response: APIResponse): Promise<ReceivedAnswer> {
  const body: unknown = await response.json();
  return { statusCode: response.status(), json: () => body };
}

export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<SessionData> {
  return answerOf(authEndpoints.login, await callApi(baseUrl, authEndpoints.login, { body: { email, password } })).data;
}

/**
 * A client organisation with one registered user (a Member unless `role` names another), made as the
 * agency admin would: the organisation, an invitation (read from the SMTP server the run's email goes
 * to), its completion.
 */
export async function createOrganizationWithMember(
  baseUrl: string,
  organizationName: string,
  member: { email: string; password: string; names: [string, string]; role?: 'Admin' | 'Manager' | 'Member' },
): Promise<{ organizationId: number }> {
  const admin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await callApi(baseUrl, organizationEndpoints.organizationCreate, {
    session: admin,
    body: { organization_name: organizationName, org_type_id: ORG_TYPE.economicDevelopment },
  });
  const organizationId = answerOf(organizationEndpoints.organizationCreate, created).data.id;
  await addRegisteredUser(baseUrl, organizationId, ORG_TYPE.economicDevelopment, { ...member, role: member.role ?? 'Member' });
  return { organizationId };
}

/**
 * A registered user of an organisation (the agency's own too), made as the agency admin would: an
 * invitation read from the SMTP server the run's email goes to, and its completion.
 */
export async function addRegisteredUser(
  baseUrl: string,
  organizationId: number,
  orgTypeId: number,
  user: { email: string; password: string; names: [string, string]; role: string },
): Promise<void> {
  const admin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const roles = await callApi(baseUrl, organizationEndpoints.roles, { session: admin, query: { orgTypeId } });
  const role = answerOf(organizationEndpoints.roles, roles).records.find((candidate) => candidate.name === user.role)!;
  const invited = await callApi(baseUrl, accountEndpoints.invite, {
    session: admin,
    body: { email: user.email, role_id: role.id, organization_id: organizationId },
  });
  if (invited.statusCode !== 200) throw new Error(`invitation failed: ${JSON.stringify(invited.json())}`);
  const link = invitationPathIn((await waitForEmail(user.email, /invited to join/)).text);
  const externalId = decodeURIComponent(new URL(link, baseUrl).searchParams.get('externalId')!);
  const registered = await callApi(baseUrl, accountEndpoints.register, {
    body: { firstname: user.names[0], lastname: user.names[1], password: user.password, externalId },
  });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.json())}`);
}

/**
 * Connects the sandbox network for an organisation as the settings screen would: start,
 * follow the sandbox's immediate consent back to the callback's code and state, finish. Every account
 * is chosen, so that posts of the organisation go somewhere.
 */
export async function connectSandbox(baseUrl: string, session: SessionData, organizationId: number): Promise<void> {
  const started = await callApi(baseUrl, integrationEndpoints.oauthAuthorize, {
    session,
    body: { app_name: 'linkedin', organization_id: organizationId },
  });
  const { sandbox, authorization_url } = answerOf(integrationEndpoints.oauthAuthorize, started).data;
  if (!sandbox) throw new Error(`not the sandbox network: ${JSON.stringify(started.json())}`);
  await finishConnection(baseUrl, session, new URL(authorization_url, baseUrl));
}

/** add-integration with the callback's code and state, then every account chosen (Connect on the callback). */
export async function finishConnection(baseUrl: string, session: SessionData, callback: URL): Promise<Integration> {
  const added = await callApi(baseUrl, integrationEndpoints.addIntegration, {
    session,
    body: {
      user_id: session.user_id,
      app_name: 'linkedin',
      auth_code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    },
  });
  const connection = answerOf(integrationEndpoints.addIntegration, added).data;
  const chosen = await callApi(baseUrl, integrationEndpoints.selectAccounts, {
    session,
    body: { integration_id: connection.id, account_ids: connection.accounts.map((account) => account.id) },
  });
  return answerOf(integrationEndpoints.selectAccounts, chosen).data;
}
