import { expect } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { Integration } from '@roi/contract/integrations';
import type { NextStepData, PostDetail } from '@roi/contract/posts';
import { answerOf, type ReceivedAnswer } from './answers.js';
import { campaigns, posts, publications } from '../db/schema.js';
import type { TestApp } from './test-app.js';

/** A setup of reference values as the seed holds them. */
export const POST_SETUP = {
  goal: 'Attract investment',
  campaign_name: 'Spring Site Tour',
  industry: 'Advanced manufacturing',
  region: 'Southeast',
  audience: 'Site selectors',
};

/** The create call as the wizard makes it, for the session's own organisation unless told otherwise. */
export function createPostAs(t: TestApp, session: SessionData, fields: Record<string, unknown>) {
  return t.as(session, {
    method: 'POST',
    url: API_PATHS.postCreate,
    payload: { organization_id: session.org_id, user_id: session.user_id, ...POST_SETUP, ...fields },
  });
}

/** The statuses of reading the post list and saving a draft with the session's access token. */
export async function readAndSaveDraft(t: TestApp, session: SessionData): Promise<[number, number]> {
  const read = await t.as(session, { method: 'POST', url: API_PATHS.postList, payload: {} });
  const write = await createPostAs(t, session, { publish_status: 0 });
  return [read.statusCode, write.statusCode];
}

/** Next on stage 1: the initial record and its next-step data. */
export async function startPost(t: TestApp, session: SessionData, fields: Record<string, unknown> = {}): Promise<NextStepData> {
  const response = await createPostAs(t, session, { publish_status: 0, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return nextStepOf(response);
}

/** The next-step data the initial record (publish_status 0) answers. */
export function nextStepOf(response: ReceivedAnswer): NextStepData {
  const { data } = answerOf(postEndpoints.postCreate, response);
  if (!('prompt_suggestion' in data)) throw new Error('the initial record answered a post, not the next-step data');
  return data;
}

/** The post a draft (publish_status 1) or the final save (2) answers. */
export function savedPostOf(response: ReceivedAnswer): PostDetail {
  const { data } = answerOf(postEndpoints.postCreate, response);
  if (!('post_content' in data)) throw new Error('the save answered the next-step data, not the post');
  return data;
}

/**
 * Connects a network for the session's organisation (or the one named, for agency users) the way the
 * screens do: start, follow the authorisation address back to the callback's code and state, finish.
 * Against the sandbox the address is the callback itself; against LinkedIn, `authorize` follows it.
 * Every account of the connection is then chosen, as Connect on the callback screen does.
 */
export async function connectNetwork(
  t: TestApp,
  session: SessionData,
  options: { organizationId?: number; authorize?: (authorizationUrl: string) => Promise<string> } = {},
): Promise<Integration> {
  const started = await t.as(session, {
    method: 'POST',
    url: API_PATHS.oauthAuthorize,
    payload: { app_name: 'linkedin', organization_id: options.organizationId },
  });
  expect(started.statusCode, started.body).toBe(200);
  const authorizationUrl = answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url;
  const callbackUrl = options.authorize ? await options.authorize(authorizationUrl) : authorizationUrl;
  const callback = new URL(callbackUrl, 'http://product.test');
  const added = await t.as(session, {
    method: 'POST',
    url: API_PATHS.addIntegration,
    payload: {
      user_id: session.user_id,
      app_name: 'linkedin',
      auth_code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  // Connect on the callback screen: publish to every account of the connection.
  const connection = answerOf(integrationEndpoints.addIntegration, added).data;
  const chosen = await t.as(session, {
    method: 'POST',
    url: API_PATHS.selectAccounts,
    payload: { integration_id: connection.id, account_ids: connection.accounts.map((account) => account.id) },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return answerOf(integrationEndpoints.selectAccounts, chosen).data;
}

/**
 * A post written straight into the database, in a state the API reaches only with time or LinkedIn: by
 * the session's user in its organisation, with one account's target in `target.state` when given.
 */
export async function insertStoredPost(
  t: TestApp,
  session: Pick<SessionData, 'org_id' | 'user_id'>,
  text: string,
  fields: Partial<typeof posts.$inferInsert>,
  target?: { accountId: number; state: string },
): Promise<number> {
  const [campaign] = await t.db
    .insert(campaigns)
    .values({ organizationId: session.org_id, name: `Stored ${text}`, nameKey: `stored ${text}`.toLowerCase() })
    .returning({ id: campaigns.id });
  const [row] = await t.db
    .insert(posts)
    .values({
      organizationId: session.org_id,
      userId: session.user_id,
      campaignId: campaign!.id,
      goal: POST_SETUP.goal,
      industry: POST_SETUP.industry,
      region: POST_SETUP.region,
      audience: POST_SETUP.audience,
      contentHtml: `<p>${text}</p>`,
      contentText: text,
      publishStatus: 2,
      ...fields,
    })
    .returning({ id: posts.id });
  if (target) {
    await t.db.insert(publications).values({
      postId: row!.id,
      organizationId: session.org_id,
      accountId: target.accountId,
      state: target.state,
      lastError: target.state === 'failed' ? 'LinkedIn refused the post: duplicate' : null,
    });
  }
  return row!.id;
}

/** A request to the ROI Assistant about a post of the session's organisation, with the fixture's setup. */
export function generationRequest(session: SessionData, postId: number, fields: Record<string, unknown> = {}) {
  return {
    org_id: session.org_id,
    user_id: session.user_id,
    org_name: 'Riverside EDO',
    goal: POST_SETUP.goal,
    campaign_name: POST_SETUP.campaign_name,
    post_id: postId,
    platform_name: 'linkedin',
    keyword: { Industry: POST_SETUP.industry, Region: POST_SETUP.region, Audience: POST_SETUP.audience },
    prompt: 'Announce our new 200-acre megasite next to the interstate',
    ...fields,
  };
}
