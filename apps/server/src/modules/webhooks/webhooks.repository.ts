import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@roi/contract/webhooks';
import type { Database } from '../../db/database.js';
import { integrationAccounts, integrations, publications, users, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { leaseFromNow } from '../../db/leases.js';

const endpointColumns = {
  id: webhookEndpoints.id,
  organizationId: webhookEndpoints.organizationId,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
  createdByEmail: users.email,
};
export type WebhookEndpointRow = Awaited<ReturnType<typeof findWebhookEndpoints>>[number];

export async function findWebhookEndpoints(db: Database, organizationId: number) {
  return db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findWebhookEndpoint(db: Database, organizationId: number, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertWebhookEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert): Promise<number> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
  return row!.id;
}

export async function deleteWebhookEndpoint(db: Database, organizationId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/** Sets an endpoint's address and events; false when the organisation has no such endpoint. */
export async function updateWebhookEndpoint(db: Database, organizationId: number, id: number, values: { url: string; events: string[] }): Promise<boolean> {
  const updated = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return updated.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.event,
  state: webhookDeliveries.state,
  attempts: webhookDeliveries.attempts,
  dueAt: webhookDeliveries.dueAt,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};
export type WebhookDeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

/** The endpoint's latest deliveries, newest first. */
export async function findDeliveries(db: Database, endpointId: number, limit = 50) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

function eventBody(organizationId: number, event: string, data: Record<string, unknown>): string {
  return JSON.stringify({ id: randomUUID(), type: event, created_at: new Date().toISOString(), organization_id: organizationId, data });
}

/**
 * Queues the event for every endpoint of the organisation subscribed to it, in one statement: written in
 * the transaction that makes the change, the event is sent exactly when the change holds.
 */
export async function enqueueWebhookEvent(
  db: Database,
  organizationId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const body = eventBody(organizationId, event, data);
  await db.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, organization_id, event, body)
    select ${webhookEndpoints.id}, ${webhookEndpoints.organizationId}, ${event}, ${body}
    from ${webhookEndpoints}
    where ${webhookEndpoints.organizationId} = ${organizationId}
      and ${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`);
}

/** A delivery to one endpoint only, whatever it subscribes to: the test event. */
export async function enqueueTestDelivery(db: Database, endpoint: { id: number; organizationId: number }, event: string) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      organizationId: endpoint.organizationId,
      event,
      body: eventBody(endpoint.organizationId, event, { message: 'A test event sent from Settings → Webhooks.' }),
    })
    .returning(deliveryColumns);
  return row!;
}

/** Takes one due delivery under a lease, as the publishing worker takes its jobs (SKIP LOCKED). */
export async function claimDueDelivery(db: Database, owner: string, leaseMs: number) {
  const result = (await db.execute(sql`
    update ${webhookDeliveries}
    set state = 'delivering', lease_owner = ${owner}, lease_expires_at = ${leaseFromNow(leaseMs)},
        attempts = ${webhookDeliveries.attempts} + 1
    where ${webhookDeliveries.id} = (
      select id from ${webhookDeliveries}
      where (state = 'queued' and due_at <= now()) or (state = 'delivering' and lease_expires_at < now())
      order by due_at, id
      limit 1
      for update skip locked
    )
    returning id, attempts, endpoint_id, event, body`)) as {
    rows: { id: number; attempts: number; endpoint_id: number; event: string; body: string }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url, sealedSecret: webhookEndpoints.sealedSecret, organizationId: webhookEndpoints.organizationId })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, Number(row.endpoint_id)));
  return { id: Number(row.id), attempts: Number(row.attempts), event: row.event, body: row.body, endpoint };
}
export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDueDelivery>>>;

/** Settles a try; fenced by the lease, like a publication's. */
export async function settleDelivery(
  db: Database,
  id: number,
  owner: string,
  outcome:
    | { state: 'delivered'; status: number }
    | { state: 'queued'; status: number | null; error: string; dueAt: Date }
    | { state: 'failed'; status: number | null; error: string },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      state: outcome.state,
      lastStatus: outcome.status,
      lastError: outcome.state === 'delivered' ? null : outcome.error,
      deliveredAt: outcome.state === 'delivered' ? new Date() : null,
      ...(outcome.state === 'queued' ? { dueAt: outcome.dueAt } : {}),
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.leaseOwner, owner), eq(webhookDeliveries.state, 'delivering')));
}

/** What a post event says of one of its targets. */
export async function findTargetSummary(db: Database, publicationId: number) {
  const [row] = await db
    .select({
      postId: publications.postId,
      organizationId: publications.organizationId,
      targetId: publications.id,
      account: integrationAccounts.displayName,
      url: publications.externalUrl,
      externalId: publications.externalId,
      error: publications.lastError,
    })
    .from(publications)
    .innerJoin(integrationAccounts, eq(integrationAccounts.id, publications.accountId))
    .where(eq(publications.id, publicationId));
  return row;
}

/** The end a live connection can be renewed to: its refresh token's, else its access token's. */
const connectionEnd = sql<Date>`coalesce(${integrations.refreshTokenExpiresAt}, ${integrations.accessTokenExpiresAt})`;

/**
 * Live connections ending within `withinDays` that their organisation has not been warned of for this
 * end, each marked warned as its event is queued, in one transaction: a reconnection (a new end) warns
 * again when its time comes.
 */
export async function warnOfExpiringConnections(db: Database, withinDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(integrations)
      .set({ expiryWarnedFor: connectionEnd as never })
      .where(
        and(
          isNull(integrations.disconnectedAt),
          isNotNull(integrations.accessToken),
          sql`${connectionEnd} < now() + make_interval(days => ${withinDays})`,
          sql`${integrations.expiryWarnedFor} is distinct from ${connectionEnd}`,
        ),
      )
      .returning({ id: integrations.id, organizationId: integrations.organizationId, name: integrations.displayName, endsAt: integrations.expiryWarnedFor });
    for (const connection of due) {
      await enqueueWebhookEvent(tx, connection.organizationId, 'connection.expiring', {
        connection_id: connection.id,
        name: connection.name,
        expires_at: connection.endsAt?.toISOString() ?? null,
      });
    }
    return due.length;
  });
}

/** Deletes the deliveries delivered or given up before `before`: the log keeps what is recent. */
export async function pruneSettledDeliveries(db: Database, before: Date): Promise<void> {
  await db.delete(webhookDeliveries).where(and(inArray(webhookDeliveries.state, ['delivered', 'failed']), lt(webhookDeliveries.createdAt, before)));
}
