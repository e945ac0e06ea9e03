import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { healthEndpoints } from '@roi/contract/endpoints/health';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import type { SessionData } from '@roi/contract/auth';
import { answerOf, errorOf } from '../apps/server/src/test/answers.js';
import { withAdminConnection } from '../apps/server/src/test/postgres-admin.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi } from './support/api.js';
import { startServer, type RunningServer } from './support/server-process.js';

/**
 * The database going away under the running server and coming back: meanwhile every call
 * answers 503 with a clear message and stores nothing; afterwards the server recovers by itself. The
 * outage is made by a TCP relay between the server and PostgreSQL that drops every connection and
 * refuses new ones, as a restarting database does. Only PostgreSQL can go away: the embedded database
 * lives in the server's own process, so this runs where TEST_DATABASE_URL names a PostgreSQL.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const DATABASE = `roi_outage_${process.pid}`;

interface Relay {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  let isUp = true;
  const server: Server = createServer((client) => {
    if (!isUp) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      isUp = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isUp = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(Boolean(postgresUrl))('the database going away under the running server', () => {
  let relay: Relay;
  let server: RunningServer;
  let admin: SessionData;
  beforeAll(async () => {
    await withAdminConnection(postgresUrl!, (client) => client.query(`create database ${DATABASE}`));
    const target = new URL(postgresUrl!);
    relay = await startRelay(target);
    const url = new URL(postgresUrl!);
    url.host = `127.0.0.1:${relay.port}`;
    url.pathname = `/${DATABASE}`;
    server = await startServer({
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: inject('smtpUrl'),
      DATABASE_URL: url.toString(),
    });
    admin = await apiSignIn(server.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
    await withAdminConnection(postgresUrl!, (client) => client.query(`drop database if exists ${DATABASE} with (force)`));
  });

  const draft = () =>
    callApi(server.baseUrl, postEndpoints.postCreate, {
      session: admin,
      body: {
        organization_id: admin.org_id,
        user_id: admin.user_id,
        goal: 'Announce news',
        campaign_name: 'Outage',
        industry: 'Technology',
        region: 'West',
        audience: 'Media',
        publish_status: 1,
        post_content: '<p>Written while the database was away</p>',
      },
    });
  const listed = async () =>
    answerOf(postEndpoints.postList, await callApi(server.baseUrl, postEndpoints.postList, { session: admin, body: {} })).total_count;

  it('answers 503 with a clear message meanwhile, stores nothing, and recovers by itself', async () => {
    expect((await callApi(server.baseUrl, healthEndpoints.health)).statusCode).toBe(200);
    const before = await listed();

    relay.cut();
    const health = await callApi(server.baseUrl, healthEndpoints.health);
    expect(health.statusCode).toBe(503);
    const write = await draft();
    expect(write.statusCode).toBe(503);
    expect(write.json()).toMatchObject({ error: true, status_code: 503, message: MESSAGES.serviceUnavailable });
    const read = await callApi(server.baseUrl, postEndpoints.postList, { session: admin, body: {} });
    expect(read.statusCode).toBe(503);
    expect(errorOf(read).message).toBe(MESSAGES.serviceUnavailable);

    relay.restore();
    await expect
      .poll(async () => (await callApi(server.baseUrl, healthEndpoints.health)).statusCode, { timeout: 20_000, interval: 250 })
      .toBe(200);
    expect(await listed()).toBe(before);
    const after = await draft();
    expect(after.statusCode).toBe(200);
    expect(await listed()).toBe(before + 1);
  });
});
