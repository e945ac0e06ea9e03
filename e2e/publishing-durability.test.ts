import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { SessionData } from '@roi/contract/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { answerOf } from '../apps/server/src/test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, finishConnection } from './support/api.js';
import { pollUntil } from './support/poll.js';
import { startServer, type RunningServer } from './support/server-process.js';

let fake: FakeLinkedIn;
let dataDir: string;
const servers: RunningServer[] = [];
beforeAll(async () => {
  fake = await startLinkedInServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roi-durability-'));
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  fake?.release();
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The product on the kept data directory, publishing to the local LinkedIn server. */
async function startProduct(): Promise<RunningServer> {
  const server = await startServer(
    {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: inject('smtpUrl'),
      ...linkedInSettings(fake, {
        LINKEDIN_TIMEOUT_MS: '5000',
        PUBLISH_LEASE_SECONDS: '10',
        PUBLISH_POLL_MS: '200',
        // An app approved to read members' posts, so that the member's post can be reconciled too.
        LINKEDIN_SCOPES: 'openid profile w_member_social r_member_social r_organization_admin w_organization_social r_organization_social',
      }),
    },
    { dataDir },
  );
  servers.push(server);
  return server;
}


it('publishes exactly one LinkedIn post per target when the worker is killed mid-publish and another process takes over', async () => {
  const first = await startProduct();
  let admin: SessionData = await apiSignIn(first.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const started = await callApi(first.baseUrl, integrationEndpoints.oauthAuthorize, {
    session: admin,
    body: { app_name: 'linkedin' },
  });
  const callback = new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url));
  const connected = await finishConnection(first.baseUrl, admin, callback);
  expect(connected.accounts.filter((account) => account.is_selected)).toHaveLength(2);

  // LinkedIn stores the first post and then never answers: the worker is inside its create call.
  fake.queue({ match: 'posts', kind: 'hang-after-action' });
  const posted = await callApi(first.baseUrl, postEndpoints.postCreate, {
    session: admin,
    body: {
      organization_id: admin.org_id,
      user_id: admin.user_id,
      goal: 'Attract investment',
      campaign_name: 'Crash test',
      industry: 'Technology',
      region: 'Midwest',
      audience: 'Investors',
      publish_status: 2,
      post_content: '<p>Survives a crash</p>',
      post_to: [{ platform_name: 'linkedin' }],
    },
  });
  expect(posted.statusCode).toBe(200);
  const postId = answerOf(postEndpoints.postCreate, posted).data.post_id;
  await pollUntil('the first create call to reach LinkedIn', async () =>
    fake.posts.some((item) => item.commentary === 'Survives a crash') ? true : undefined,
  );
  await first.kill();

  const second = await startProduct();
  admin = await apiSignIn(second.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const targets = await pollUntil('both targets to be published', async () => {
    const detail = await callApi(second.baseUrl, postEndpoints.postGet, { session: admin, query: { postId } });
    const all = answerOf(postEndpoints.postGet, detail).data.targets;
    return all.every((target) => target.state === 'published') ? all : undefined;
  });

  const onLinkedIn = fake.posts.filter((item) => item.commentary === 'Survives a crash');
  expect(onLinkedIn.map((item) => item.author).sort()).toEqual(['urn:li:organization:101', 'urn:li:person:member-ada']);
  expect(targets.map((target) => target.external_id).sort()).toEqual(onLinkedIn.map((item) => item.id).sort());
  // The taken-over job asked LinkedIn before doing anything else.
  expect(fake.received.some((request) => request.endpoint === 'find-posts')).toBe(true);
});
