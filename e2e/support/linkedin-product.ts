import { inject } from 'vitest';
import type { SessionData } from '@roi/contract/auth';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { answerOf } from '../../apps/server/src/test/answers.js';
import { linkedInSettings } from '../../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './accounts.js';
import { callApi } from './api.js';
import { pollUntil } from './poll.js';
import { startServer, type RunningServer } from './server-process.js';

export interface LinkedInProduct {
  fake: FakeLinkedIn;
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * The product with LinkedIn credentials, talking to a local server that speaks LinkedIn's protocol;
 * LinkedIn sends the browser back to this server's own /linkedin-oauth. Publishing is polled often.
 */
export async function startLinkedInProduct(): Promise<LinkedInProduct> {
  const fake = await startLinkedInServer();
  const server = await startServer((baseUrl) => ({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: inject('smtpUrl'),
    PUBLISH_POLL_MS: '300',
    ...linkedInSettings(fake, { LINKEDIN_REDIRECT_URI: `${baseUrl}/linkedin-oauth` }),
  }));
  return {
    fake,
    server,
    async stop() {
      await server.stop();
      fake.release();
      await fake.close();
    },
  };
}

/**
 * A post of `campaign` (goal, industry, region and audience fixed) posted now to the session's
 * LinkedIn accounts, once every account has it; answers its id.
 */
export async function publishNow(baseUrl: string, session: SessionData, campaign: string, text: string): Promise<number> {
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session,
    body: {
      organization_id: session.org_id,
      user_id: session.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: campaign,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 2,
      post_content: `<p>${text}</p>`,
      post_to: [{ platform_name: 'linkedin' }],
    },
  });
  const postId = answerOf(postEndpoints.postCreate, created).data.post_id;
  await pollUntil('the post to be published', async () => {
    const record = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session, query: { postId } })).data;
    return record.targets.every((target) => target.state === 'published') ? true : undefined;
  });
  return postId;
}
