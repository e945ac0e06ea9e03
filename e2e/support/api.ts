import { API_PATHS } from '@roi/contract/api-paths';
import { ORG_TYPE } from '@roi/contract/constants';
import type { SessionData } from '@roi/contract/auth';
import type { Integration } from '@roi/contract/integrations';
import { E2E_ADMIN } from './accounts.js';
import { invitationPathIn, waitForEmail } from './mailbox.js';

/**
 * Calls to a running server as a client program would make them: for arranging what a browser test
 * starts from, and for checking what a screen saved.
 */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  options: { session?: SessionData; method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.session ? { authorization: `Bearer ${options.session.access_token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<SessionData> {
  const { status, body } = await callApi<{ data: SessionData }>(baseUrl, API_PATHS.login, { body: { email, password } });
  if (status !== 200) throw new Error(`sign-in of ${email} failed with ${status}`);
  return body.data;
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
  const created = await callApi<{ data: { id: number } }>(baseUrl, API_PATHS.organizationCreate, {
    session: admin,
    body: { organization_name: organizationName, org_type_id: ORG_TYPE.economicDevelopment },
  });
  const roles = await callApi<{ records: { id: number; name: string }[] }>(baseUrl, API_PATHS.roles, {
    session: admin,
    query: { orgTypeId: ORG_TYPE.economicDevelopment },
  });
  const memberRole = roles.body.records.find((role) => role.name === (member.role ?? 'Member'))!;
  const invited = await callApi(baseUrl, API_PATHS.invite, {
    session: admin,
    body: { email: member.email, role_id: memberRole.id, organization_id: created.body.data.id },
  });
  if (invited.status !== 200) throw new Error(`invitation failed: ${JSON.stringify(invited.body)}`);
  const link = invitationPathIn((await waitForEmail(member.email, /invited to join/)).text);
  const externalId = decodeURIComponent(new URL(link, baseUrl).searchParams.get('externalId')!);
  const registered = await callApi(baseUrl, API_PATHS.register, {
    body: { firstname: member.names[0], lastname: member.names[1], password: member.password, externalId },
  });
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  return { organizationId: created.body.data.id };
}

/**
 * Connects the sandbox network for an organisation as the settings screen would: start,
 * follow the sandbox's immediate consent back to the callback's code and state, finish. Every account
 * is chosen, so that posts of the organisation go somewhere.
 */
export async function connectSandbox(baseUrl: string, session: SessionData, organizationId: number): Promise<void> {
  const started = await callApi<{ data: { authorization_url: string; sandbox: boolean } }>(baseUrl, API_PATHS.oauthAuthorize, {
    session,
    body: { app_name: 'linkedin', organization_id: organizationId },
  });
  if (!started.body.data?.sandbox) throw new Error(`not the sandbox network: ${JSON.stringify(started.body)}`);
  const callback = new URL(started.body.data.authorization_url, baseUrl);
  await finishConnection(baseUrl, session, callback);
}

/** add-integration with the callback's code and state, then every account chosen (Connect on the callback). */
export async function finishConnection(baseUrl: string, session: SessionData, callback: URL): Promise<Integration> {
  const added = await callApi<{ data: Integration }>(baseUrl, API_PATHS.addIntegration, {
    session,
    body: {
      user_id: session.user_id,
      app_name: 'linkedin',
      auth_code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    },
  });
  if (added.status !== 200) throw new Error(`connecting failed: ${JSON.stringify(added.body)}`);
  const chosen = await callApi<{ data: Integration }>(baseUrl, API_PATHS.selectAccounts, {
    session,
    body: { integration_id: added.body.data.id, account_ids: added.body.data.accounts.map((account) => account.id) },
  });
  if (chosen.status !== 200) throw new Error(`choosing accounts failed: ${JSON.stringify(chosen.body)}`);
  return chosen.body.data;
}
