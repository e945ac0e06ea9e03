import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { webhookEndpoints as endpoints } from '@roi/contract/endpoints/webhooks';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '@roi/contract/webhooks';
import { integrations, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine: records each request, answers the queued statuses, then 200. */
class Receiver {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, answer) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body });
        answer.writeHead(this.statuses.shift() ?? 200).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** What the documentation tells a receiver to do: check the signature, then refuse an old timestamp. */
function verify(secret: string, received: Received, nowSeconds: number): 'valid' | 'bad signature' | 'stale' {
  const header = String(received.headers[WEBHOOK_SIGNATURE_HEADER] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  return Math.abs(nowSeconds - Number(parts.t)) > WEBHOOK_TOLERANCE_SECONDS ? 'stale' : 'valid';
}

let t: TestApp;
let f: TenantFixture;
const receiver = new Receiver();
let receiverUrl: string;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  f = await createTenantFixture(t);
  receiverUrl = await receiver.start();
  await connectNetwork(t, f.riversideAdmin);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function register(session: SessionData, events: string[], url = receiverUrl) {
  const response = await t.as(session, { method: 'POST', url: API_PATHS.webhookCreate, payload: { url, events } });
  return answerOf(endpoints.webhookCreate, response).data;
}

async function deliveriesOf(session: SessionData, webhookId: number) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.webhookDeliveries, query: { webhookId: String(webhookId) } });
  return answerOf(endpoints.webhookDeliveries, response).records;
}

const eventsOf = (type: string) => receiver.received.filter((request) => request.headers['x-roi-event'] === type);

describe('webhooks', () => {
  it('sends a signed post.published that verifies, and whose replay is told by its stale timestamp', async () => {
    const endpoint = await register(f.riversideAdmin, ['post.published']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const list = answerOf(endpoints.webhookList, await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.webhookList }));
    expect(JSON.stringify(list)).not.toContain(endpoint.secret);

    const posted = await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Webhook launch</p>',
      post_to: [{ platform_name: 'linkedin' }],
    });
    const post = savedPostOf(posted);
    await t.app.publisher.runDue();
    await t.app.webhooks.runDue();

    const published = eventsOf('post.published');
    expect(published.length).toBe(post.targets.length);
    const [first] = published;
    const event = JSON.parse(first!.body) as { type: string; organization_id: number; data: { post_id: number; url: string } };
    expect(event).toMatchObject({ type: 'post.published', organization_id: f.riverside.id, data: { post_id: post.post_id } });
    expect(event.data.url).toBeTruthy();

    const now = Math.floor(Date.now() / 1000);
    expect(verify(endpoint.secret, first!, now)).toBe('valid');
    // The same request sent again ten minutes later: its signature still matches, its timestamp gives it away.
    expect(verify(endpoint.secret, first!, now + 600)).toBe('stale');
    // A body changed on the way does not verify.
    expect(verify(endpoint.secret, { ...first!, body: first!.body.replace('post.published', 'post.failed') }, now)).not.toBe('valid');
    const log = await deliveriesOf(f.riversideAdmin, endpoint.id);
    expect(log.every((delivery) => delivery.state === 'delivered' && delivery.last_status === 200)).toBe(true);
  });

  it('tells only the endpoints subscribed to an event, and only those of the organisation it happened in', async () => {
    const scheduledHook = await register(f.riversideAdmin, ['post.scheduled']);
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    const lakesideHook = await register(lakesideAdmin, ['post.scheduled']);
    const before = receiver.received.length;
    await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Later</p>',
      post_to: [{ platform_name: 'linkedin' }],
      schedule_at: utcToZonedLocal(new Date(Date.now() + 3_600_000), 'UTC'),
    });
    await t.app.webhooks.runDue();
    const sent = receiver.received.slice(before);
    expect(sent.map((request) => request.headers['x-roi-event'])).toEqual(['post.scheduled']);
    expect(await deliveriesOf(f.riversideAdmin, scheduledHook.id)).toHaveLength(1);
    expect(await deliveriesOf(lakesideAdmin, lakesideHook.id)).toEqual([]);
    // Another organisation's endpoint answers as one that does not exist.
    const foreign = await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.webhookDeliveries, query: { webhookId: String(scheduledHook.id) } });
    expect(errorOf(foreign)).toMatchObject({ status_code: 404, message: MESSAGES.webhookNotFound });
  });

  it('tries a failed delivery again with backoff, and logs every try', async () => {
    const endpoint = await register(f.riversideAdmin, ['post.failed']);
    receiver.statuses.push(503);
    const test = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.webhookTest, payload: { webhook_id: endpoint.id } });
    expect(answerOf(endpoints.webhookTest, test).data.state).toBe('queued');
    await t.app.webhooks.runDue();
    const [retrying] = await deliveriesOf(f.riversideAdmin, endpoint.id);
    expect(retrying).toMatchObject({ event: 'webhook.test', state: 'queued', attempts: 1, last_status: 503 });
    expect(Date.parse(retrying!.next_try_at!)).toBeGreaterThan(Date.now());
    // Its time has come.
    await t.db.update(webhookDeliveries).set({ dueAt: sql`now()` }).where(eq(webhookDeliveries.id, retrying!.id));
    await t.app.webhooks.runDue();
    const [delivered] = await deliveriesOf(f.riversideAdmin, endpoint.id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, last_status: 200, last_error: null });
  });

  it('warns once of a LinkedIn connection that ends within a week', async () => {
    await register(f.riversideAdmin, ['connection.expiring']);
    const [connection] = await t.db.select().from(integrations).where(eq(integrations.organizationId, f.riverside.id));
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    await t.db.update(integrations).set({ accessTokenExpiresAt: endsAt, refreshToken: null, refreshTokenExpiresAt: null }).where(eq(integrations.id, connection!.id));
    await t.app.webhooks.runDue();
    await t.app.webhooks.runDue();
    const warnings = eventsOf('connection.expiring').map((request) => JSON.parse(request.body) as { data: { connection_id: number; expires_at: string } });
    expect(warnings.map((warning) => warning.data)).toEqual([
      expect.objectContaining({ connection_id: connection!.id, expires_at: endsAt.toISOString() }),
    ]);
  });

  it('changes an endpoint’s address and events, checked like a new one, keeping its signing secret', async () => {
    const endpoint = await register(f.riversideAdmin, ['post.scheduled']);
    const [before] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    const update = (session: SessionData, payload: Record<string, unknown>) => t.as(session, { method: 'POST', url: API_PATHS.webhookUpdate, payload });
    const changed = await update(f.riversideAdmin, { webhook_id: endpoint.id, url: `${receiverUrl}?moved=1`, events: ['post.published', 'post.failed'] });
    expect(answerOf(endpoints.webhookUpdate, changed).data).toMatchObject({ id: endpoint.id, url: `${receiverUrl}?moved=1`, events: ['post.published', 'post.failed'] });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.sealedSecret).toBe(before!.sealedSecret);
    // Another organisation's endpoint is not found, and a refused address changes nothing.
    expect((await update(lakesideAdmin, { webhook_id: endpoint.id, url: receiverUrl, events: ['post.published'] })).statusCode).toBe(404);
    expect((await update(f.riversideAdmin, { webhook_id: endpoint.id, url: 'not an address', events: ['post.published'] })).statusCode).toBe(400);
    expect((await update(f.riversideAdmin, { webhook_id: endpoint.id, url: receiverUrl, events: [] })).statusCode).toBe(400);
    const [unchanged] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(unchanged!.url).toBe(`${receiverUrl}?moved=1`);
  });

  it('keeps settled deliveries in the log for 30 days, and what is still on its way however old', async () => {
    const endpoint = await register(f.riversideAdmin, ['post.failed']);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const delivery = (state: 'delivered' | 'failed' | 'queued', createdAt: Date) => ({
      endpointId: endpoint.id,
      organizationId: f.riverside.id,
      event: 'post.failed',
      body: `{"state":"${state}"}`,
      state,
      // Not due: the dispatcher has nothing to send, only the log to tidy.
      dueAt: daysAgo(-1),
      createdAt,
    });
    await t.db
      .insert(webhookDeliveries)
      .values([delivery('delivered', daysAgo(31)), delivery('failed', daysAgo(31)), delivery('delivered', daysAgo(29)), delivery('queued', daysAgo(40))]);
    // Another process's dispatcher, which has not tidied the log yet.
    const other = await t.anotherServer();
    await other.app.webhooks.runDue();
    await other.close();
    const kept = await t.db.select({ state: webhookDeliveries.state }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(kept.map((row) => row.state).sort()).toEqual(['delivered', 'queued']);
  });

  it('stops sending to a removed endpoint', async () => {
    const endpoint = await register(f.riversideAdmin, ['post.scheduled']);
    const removed = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.webhookDelete, payload: { webhook_id: endpoint.id } });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))).toEqual([]);
  });
});

describe('webhook addresses, without the operator allowing private ones', () => {
  let strict: TestApp;
  let admin: SessionData;
  beforeAll(async () => {
    strict = await createTestApp();
    admin = await strict.signInAsAgencyAdmin();
  });
  afterAll(() => strict.close());

  it('refuses loopback, private and link-local addresses, by name or number, and plain HTTP', async () => {
    const refusals: Record<string, string> = {};
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://localhost:8443/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:192.168.1.1]/hooks',
      receiverUrl,
    ]) {
      const response = await strict.as(admin, { method: 'POST', url: API_PATHS.webhookCreate, payload: { url, events: ['post.published'] } });
      refusals[url] = errorOf(response).message;
    }
    expect(refusals).toEqual({
      'https://127.0.0.1/hooks': MESSAGES.webhookPrivateAddress,
      'https://localhost:8443/hooks': MESSAGES.webhookPrivateAddress,
      'https://10.1.2.3/hooks': MESSAGES.webhookPrivateAddress,
      'https://169.254.169.254/latest/meta-data': MESSAGES.webhookPrivateAddress,
      'https://[::1]/hooks': MESSAGES.webhookPrivateAddress,
      'https://[::ffff:192.168.1.1]/hooks': MESSAGES.webhookPrivateAddress,
      [receiverUrl]: MESSAGES.webhookNeedsHttps,
    });
    expect(await strict.db.select().from(webhookEndpoints)).toEqual([]);
  });
});
