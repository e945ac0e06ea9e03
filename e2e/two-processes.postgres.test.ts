import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { SessionData } from '@roi/contract/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { profileEndpoints } from '@roi/contract/endpoints/users';
import { answerOf } from '../apps/server/src/test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { savedPostOf } from '../apps/server/src/test/post-fixtures.js';
import { withAdminConnection } from '../apps/server/src/test/postgres-admin.js';
import { startS3CompatibleServer, type S3CompatibleServer } from '../apps/server/src/test/s3-compatible-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, finishConnection } from './support/api.js';
import { pollUntil } from './support/poll.js';
import { startServer, type RunningServer } from './support/server-process.js';

/**
 * Two server processes on one PostgreSQL behave as one: what either stores, the other serves, and a
 * post is published once, by whichever worker takes it. Each has its own data directory; what they
 * must share is given to both, as a deployment would (docs/product/services.md). Two more keep their
 * images in an S3-compatible bucket instead of the database.
 */

const postgresUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `roi_two_processes_${randomBytes(4).toString('hex')}`;
let fake: FakeLinkedIn;
let s3: S3CompatibleServer;
let servers: RunningServer[] = [];
let serversOnS3: RunningServer[] = [];

beforeAll(async () => {
  await withAdminConnection(postgresUrl, (client) => client.query(`create database ${databaseName}`));
  fake = await startLinkedInServer();
  s3 = await startS3CompatibleServer();
  const shared = {
    DATABASE_URL: databaseUrlOf(databaseName),
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
  const onS3 = { ...shared, ...s3.settings(), PUBLISH_WORKER: 'false' };
  serversOnS3 = await Promise.all([startServer(onS3), startServer(onS3)]);
});
afterAll(async () => {
  await Promise.all([...servers, ...serversOnS3].map((server) => server.stop()));
  await fake?.close();
  await s3?.close();
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

it('serves and discards through one process a picture the other stored in the S3 bucket, never in the database', async () => {
  const [first, second] = serversOnS3 as [RunningServer, RunningServer];
  const admin: SessionData = await apiSignIn(first.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fccf00' } }).png().toBuffer();
  const profile = (session: SessionData, base64_image: string) => ({
    session,
    body: {
      user_id: session.user_id,
      first_name: session.first_name,
      last_name: session.last_name,
      role_id: session.role_id,
      organization_id: session.org_id,
      base64_image,
    },
  });
  const saved = await callApi(first.baseUrl, profileEndpoints.profileEdit, profile(admin, `data:image/png;base64,${picture.toString('base64')}`));
  const imageUrl = answerOf(profileEndpoints.profileEdit, saved).data.profile_image_url!;
  const name = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
  expect(s3.objects.get(name)?.contentType).toBe('image/png');
  const rows = await withAdminConnection(databaseUrlOf(databaseName), (client) =>
    client.query('select count(*)::int as count from stored_images where name = $1', [name]),
  );
  expect(rows.rows).toEqual([{ count: 0 }]);

  const servedByOther = await fetch(new URL(imageUrl, second.baseUrl));
  expect(servedByOther.status).toBe(200);
  expect(servedByOther.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await servedByOther.arrayBuffer()).equals(s3.objects.get(name)!.bytes)).toBe(true);

  // Removed through the other process: gone from the bucket, and neither serves it any more.
  const removed = await callApi(second.baseUrl, profileEndpoints.profileEdit, profile(admin, ''));
  expect(answerOf(profileEndpoints.profileEdit, removed).data.profile_image_url).toBeNull();
  expect(s3.objects.has(name)).toBe(false);
  expect((await fetch(new URL(imageUrl, first.baseUrl))).status).toBe(404);
});

function databaseUrlOf(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
