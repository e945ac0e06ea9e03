import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { SessionData } from '@roi/contract/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { answerOf } from '../apps/server/src/test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { savedPostOf } from '../apps/server/src/test/post-fixtures.js';
import { withAdminConnection } from '../apps/server/src/test/postgres-admin.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, finishConnection } from './support/api.js';
import { pollUntil } from './support/poll.js';
import { startServer, type RunningServer } from './support/server-process.js';

/**
 * Two server processes on one PostgreSQL behave as one: what either stores, the other serves, and a
 * post is published once, by whichever worker takes it. Each has its own data directory; what they
 * must share is given to both, as a deployment would (docs/product/services.md).
 */

const postgresUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `roi_two_processes_${randomBytes(4).toString('hex')}`;
let fake: FakeLinkedIn;
let servers: RunningServer[] = [];

beforeAll(async () => {
  await withAdminConnection(postgresUrl, (client) => client.query(`create database ${databaseName}`));
  fake = await startLinkedInServer();
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  const shared = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: inject('smtpUrl'),
    ...linkedInSettings(fake, { PUBLISH_POLL_MS: '50' }),
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  servers = [await startServer(shared)];
  servers.push(await startServer(shared));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await fake?.close();
  await withAdminConnection(postgresUrl, (client) => client.query(`drop database if exists ${databaseName}`));
});


it('serves through one process an image stored through the other, and publishes a post once', async () => {
  const [first, second] = servers as [RunningServer, RunningServer];
  const admin: SessionData = await apiSignIn(first.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const started = await callApi(second.baseUrl, integrationEndpoints.oauthAuthorize, { session: admin, body: { app_name: 'linkedin' } });
  const callback = new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url));
  await finishConnection(first.baseUrl, admin, callback);

  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  const posted = await callApi(first.baseUrl, postEndpoints.postCreate, {
    session: admin,
    body: {
      organization_id: admin.org_id,
      user_id: admin.user_id,
      goal: 'Attract investment',
      campaign_name: 'Two processes',
      industry: 'Technology',
      region: 'Midwest',
      audience: 'Investors',
      publish_status: 2,
      post_content: '<p>Published once by either process</p>',
      post_to: [{ platform_name: 'linkedin' }],
      post_assests: [{ base64: picture.toString('base64'), file_type: 'IMAGE', alt_text: 'A plain test picture' }],
    },
  });
  const post = savedPostOf(posted);
  const imageUrl = post.post_assests[0]!.url;

  const servedByOther = await fetch(new URL(imageUrl, second.baseUrl));
  expect(servedByOther.status).toBe(200);
  expect(servedByOther.headers.get('content-type')).toBe('image/png');
  const servedBytes = Buffer.from(await servedByOther.arrayBuffer());
  expect(servedBytes.equals(Buffer.from(await (await fetch(new URL(imageUrl, first.baseUrl))).arrayBuffer()))).toBe(true);

  const targets = await pollUntil('every target to be published', async () => {
    const detail = await callApi(second.baseUrl, postEndpoints.postGet, { session: admin, query: { postId: post.post_id } });
    const all = answerOf(postEndpoints.postGet, detail).data.targets;
    return all.length > 0 && all.every((target) => target.state === 'published') ? all : undefined;
  });
  const onLinkedIn = fake.posts.filter((item) => item.commentary === 'Published once by either process');
  expect(onLinkedIn).toHaveLength(targets.length);
  expect(targets.map((target) => target.external_id).sort()).toEqual(onLinkedIn.map((item) => item.id).sort());
  // Each post carried the stored image, whichever process read it.
  for (const item of onLinkedIn) {
    const [imageId] = item.imageIds;
    expect(fake.images.find((image) => image.id === imageId)).toMatchObject({ status: 'AVAILABLE', byteLength: servedBytes.length });
  }
});
