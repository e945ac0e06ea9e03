import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { MESSAGES } from '@roi/contract/messages';
import { profileEndpoints } from '@roi/contract/endpoints/users';
import { buildApp } from '../../app.js';
import { storedImages } from '../../db/schema.js';
import { loggerOptions } from '../../logger.js';
import { answerOf } from '../../test/answers.js';
import { copyImagesToS3 } from './copy-images-to-s3.js';
import { databaseImageStore } from './image-store.js';
import { S3ImageStore } from './s3-image-store.js';
import { createPostAs, savedPostOf, startPost } from '../../test/post-fixtures.js';
import { startS3CompatibleServer, type S3CompatibleServer } from '../../test/s3-compatible-server.js';
import { FIXTURE_PASSWORD, createClientOrganization, createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN, testConfig } from '../../test/test-config.js';
import { openTestDatabase } from '../../test/test-database.js';

/** Images kept in an S3-compatible bucket (S3_*), as every server process of a deployment reaches them. */

const KEY_PREFIX = 'roi-social/images/';
let s3: S3CompatibleServer;
let t: TestApp;
let manager: SessionData;
let admin: SessionData;
beforeAll(async () => {
  s3 = await startS3CompatibleServer();
  t = await createTestApp(s3.settings({ keyPrefix: KEY_PREFIX }));
  const org = await createClientOrganization(t.db, 'Bucket Bay EDO');
  admin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
  manager = await t.signIn(org.manager.email, FIXTURE_PASSWORD);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const png = (background: string) => sharp({ create: { width: 24, height: 16, channels: 3, background } }).png().toBuffer();
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function profileChange(session: SessionData, base64_image: string) {
  return {
    method: 'PUT' as const,
    url: API_PATHS.profileEdit,
    payload: {
      user_id: session.user_id,
      first_name: session.first_name,
      last_name: session.last_name,
      role_id: session.role_id,
      organization_id: session.org_id,
      base64_image,
    },
  };
}

async function setPicture(session: SessionData, base64_image: string): Promise<string | null> {
  const response = await t.as(session, profileChange(session, base64_image));
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(profileEndpoints.profileEdit, response).data.profile_image_url;
}

describe('with S3 settings', () => {
  it('keeps an uploaded picture in the bucket, serves it at its address, and deletes it when it is discarded', async () => {
    const url = (await setPicture(manager, `data:image/png;base64,${(await png('#19acf2')).toString('base64')}`))!;
    const key = `${KEY_PREFIX}${nameOf(url)}`;
    const stored = s3.objects.get(key);
    expect(stored?.contentType).toBe('image/png');
    // In the bucket only: neither a file under DATA_DIR nor a row of the database.
    expect(existsSync(path.join(t.config.uploadsDir, nameOf(url)))).toBe(false);
    expect(await t.db.select({ name: storedImages.name }).from(storedImages)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(stored!.bytes)).toBe(true);

    // Replacing the picture discards the first one: gone from the bucket, its address 404.
    const second = (await setPicture(manager, `data:image/png;base64,${(await png('#fccf00')).toString('base64')}`))!;
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.answered).toContainEqual({ method: 'DELETE', key, status: 204 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(s3.answered.at(-1)).toEqual({ method: 'GET', key, status: 404, code: 'NoSuchKey' });
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it("keeps a post's image with its own type, and deletes it when the post lets it go", async () => {
    const { post_id } = await startPost(t, admin);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
    const saved = await createPostAs(t, admin, {
      publish_status: 1,
      post_id,
      post_assests: [{ base64: jpeg.toString('base64'), file_type: 'IMAGE' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [asset] = savedPostOf(saved).post_assests;
    const key = `${KEY_PREFIX}${nameOf(asset!.url)}`;
    expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');
    const served = await t.app.inject({ method: 'GET', url: asset!.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const emptied = await createPostAs(t, admin, { publish_status: 1, post_id, post_assests: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: asset!.url })).statusCode).toBe(404);
  });

  it('refuses an upload with a clear message when the bucket refuses the key, and logs why without the secret', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const wrongSecret = 'not-the-secret-of-the-bucket';
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(s3.settings({ secretAccessKey: wrongSecret })),
      database,
      logger: { ...(loggerOptions('info') as object), stream: sink },
    });
    try {
      const login = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      const session = answerOf(authEndpoints.login, login).data;
      const before = s3.objects.size;
      const response = await app.inject({
        ...profileChange(session, `data:image/png;base64,${(await png('#00c0d7')).toString('base64')}`),
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: true, status_code: 503, message: MESSAGES.imageStorageUnavailable, code: 'imageStorageUnavailable' });
      expect(s3.objects.size).toBe(before);
      expect(s3.answered.at(-1)).toMatchObject({ method: 'PUT', status: 403, code: 'SignatureDoesNotMatch' });

      const log = lines.join('');
      expect(log).toContain('SignatureDoesNotMatch');
      expect(log).not.toContain(wrongSecret);
      expect(log).not.toContain(s3.credentials.secretAccessKey);
    } finally {
      await app.close();
    }
  });
});

describe('images stored before S3 was switched on', () => {
  it('are not in the bucket until images:copy-to-s3 copies them there under the same name', async () => {
    const database = await openTestDatabase();
    const withoutS3 = testConfig();
    const withS3 = testConfig(s3.settings({ keyPrefix: KEY_PREFIX }));
    const before = await buildApp({ config: withoutS3, database: { ...database, close: async () => {} } });
    const after = await buildApp({ config: withS3, database });
    try {
      const login = await before.inject({ method: 'POST', url: API_PATHS.login, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      const session = answerOf(authEndpoints.login, login).data;
      const picture = await png('#2a6f97');
      const saved = await before.inject({
        ...profileChange(session, `data:image/png;base64,${picture.toString('base64')}`),
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const url = answerOf(profileEndpoints.profileEdit, saved).data.profile_image_url!;
      const kept = await before.inject({ method: 'GET', url });
      expect(kept.statusCode).toBe(200);
      expect((await after.inject({ method: 'GET', url })).statusCode).toBe(404);

      const copied: string[] = [];
      await copyImagesToS3(databaseImageStore(database, withoutS3.uploadsDir), new S3ImageStore(withS3.s3!), (name) => copied.push(name));
      expect(copied).toContain(nameOf(url));
      const served = await after.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
      expect(served.rawPayload.equals(kept.rawPayload)).toBe(true);
      // Where it was, it stays.
      expect((await before.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await before.close();
      await after.close();
    }
  });
});
