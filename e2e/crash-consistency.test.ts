import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { healthEndpoints } from '@roi/contract/endpoints/health';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, connectSandbox } from './support/api.js';
import { startServer, type RunningServer } from './support/server-process.js';

/**
 * The process killed in the middle of writes: after a restart nothing is half-written. Posts with
 * two images each (and their publishing targets and the organisation's kept total) are being
 * written when the server is killed outright; the database is then read directly.
 */
let dataDir: string;
const servers: RunningServer[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roi-crash-'));
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function startProduct(): Promise<RunningServer> {
  const server = await startServer(
    { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, SMTP_URL: inject('smtpUrl'), PUBLISH_WORKER: 'false' },
    { dataDir },
  );
  servers.push(server);
  return server;
}

it('leaves no post, image, target or total half-written when the process is killed during writes', { timeout: 180_000 }, async () => {
  const first = await startProduct();
  const admin = await apiSignIn(first.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await connectSandbox(first.baseUrl, admin, admin.org_id);
  const image = async (colour: string) =>
    `data:image/png;base64,${(await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer()).toString('base64')}`;
  const images = [await image('#19acf2'), await image('#fccf00')];
  // Eight writers send posts one after another until the server is gone; it is killed once a few
  // have been answered for, so writes are always on their way when it dies, however fast it is.
  let sent = 0;
  let answered = 0;
  let killed: Promise<void> | undefined;
  const write = (index: number) =>
    callApi(first.baseUrl, postEndpoints.postCreate, {
      session: admin,
      body: {
        organization_id: admin.org_id,
        user_id: admin.user_id,
        goal: 'Announce news',
        campaign_name: `Crash ${index % 4}`,
        industry: 'Technology',
        region: 'West',
        audience: 'Media',
        publish_status: 2,
        post_content: `<p>Crash post ${index}</p>`,
        post_to: [{ platform_name: 'linkedin' }],
        post_assests: images.map((base64) => ({ base64, file_type: 'IMAGE', alt_text: 'A plain test picture' })),
      },
    });
  const writer = async () => {
    for (;;) {
      const index = sent++;
      const answer = await write(index).catch(() => undefined);
      if (answer === undefined) return; // the server is gone
      if (answer.statusCode !== 200) throw new Error(`post ${index} was refused with ${answer.statusCode}`);
      answered += 1;
      if (answered >= 5) killed ??= first.kill();
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  await killed;
  const cutOff = sent - answered;

  const database = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const query = async <T>(text: string) => (await database.query<T>(text)).rows;
    const crashPosts = await query<{ id: number; images: number; targets: number }>(`
      select p.id,
        (select count(*)::int from post_images i where i.post_id = p.id) as images,
        (select count(*)::int from publications t where t.post_id = p.id) as targets
      from posts p where p.content_text like 'Crash post %'`);
    // Every post the server answered for is there, at most those on their way besides; none is there in part.
    expect(cutOff).toBeGreaterThan(0);
    expect(crashPosts.length).toBeGreaterThanOrEqual(answered);
    expect(crashPosts.length).toBeLessThanOrEqual(sent);
    for (const post of crashPosts) expect(post, `post ${post.id}`).toMatchObject({ images: 2, targets: 2 });
    const [totals] = await query<{ kept: number; counted: number }>(`
      select coalesce((select total from organization_post_counts where organization_id = ${admin.org_id}), 0) as kept,
             (select count(*)::int from posts where organization_id = ${admin.org_id}) as counted`);
    expect(totals!.kept).toBe(totals!.counted);
    const orphans = await query(`select i.id from post_images i left join posts p on p.id = i.post_id where p.id is null`);
    expect(orphans).toEqual([]);
  } finally {
    await database.close();
  }

  const second = await startProduct();
  expect((await callApi(second.baseUrl, healthEndpoints.health)).statusCode).toBe(200);
  const session = await apiSignIn(second.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const listed = await callApi(second.baseUrl, postEndpoints.postList, { session, body: { search: 'Crash post' } });
  expect(listed.statusCode).toBe(200);
});
