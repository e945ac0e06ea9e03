import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookCreateRequest,
  type WebhookDelivery,
  type WebhookRecord,
  type WebhookUpdateRequest,
} from '@roi/contract/webhooks';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission } from '../access/access.service.js';
import { checkWebhookTarget, TargetRefused } from './webhook-targets.js';
import {
  deleteWebhookEndpoint,
  enqueueTestDelivery,
  findDeliveries,
  findWebhookEndpoint,
  findWebhookEndpoints,
  insertWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  updateWebhookEndpoint,
} from './webhooks.repository.js';

function toRecord(row: WebhookEndpointRow): WebhookRecord {
  return { id: row.id, url: row.url, events: row.events, created_at: row.createdAt.toISOString(), created_by: row.createdByEmail };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_try_at: row.state === 'queued' ? row.dueAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function listWebhooks(services: Services, caller: Caller) {
  await assertPermission(services, caller, 'webhooksView');
  const rows = await findWebhookEndpoints(services.db, caller.organizationId);
  return {
    records: rows.map(toRecord),
    events: Object.entries(WEBHOOK_EVENTS).map(([name, description]) => ({ name, description })),
  };
}

/** The address as it will be called: refused when it is not public HTTPS (unless the operator allows private ones). */
async function checkedTarget(services: Services, address: string): Promise<string> {
  const url = new URL(address);
  try {
    await checkWebhookTarget(url, services.config.webhooks.allowPrivateTargets);
  } catch (error) {
    if (error instanceof TargetRefused) throw new AppError(400, error.code);
    throw error;
  }
  return url.toString();
}

export async function createWebhook(services: Services, caller: Caller, input: WebhookCreateRequest) {
  await assertPermission(services, caller, 'webhooksManage');
  const url = await checkedTarget(services, input.url);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await insertWebhookEndpoint(services.db, {
    organizationId: caller.organizationId,
    createdByUserId: caller.userId,
    url,
    sealedSecret: services.tokenCipher.encrypt(secret, caller.organizationId),
    events: [...new Set(input.events)],
  });
  return { ...toRecord((await findWebhookEndpoint(services.db, caller.organizationId, id))!), secret };
}

/** A new address or choice of events; deliveries still queued go to the new address at their next try. */
export async function updateWebhook(services: Services, caller: Caller, input: WebhookUpdateRequest): Promise<WebhookRecord> {
  await assertPermission(services, caller, 'webhooksManage');
  await endpointOf(services, caller, input.webhook_id);
  const url = await checkedTarget(services, input.url);
  if (!(await updateWebhookEndpoint(services.db, caller.organizationId, input.webhook_id, { url, events: [...new Set(input.events)] }))) {
    throw new AppError(404, 'webhookNotFound');
  }
  return toRecord((await findWebhookEndpoint(services.db, caller.organizationId, input.webhook_id))!);
}

async function endpointOf(services: Services, caller: Caller, id: number): Promise<WebhookEndpointRow> {
  const endpoint = await findWebhookEndpoint(services.db, caller.organizationId, id);
  if (!endpoint) throw new AppError(404, 'webhookNotFound');
  return endpoint;
}

export async function deleteWebhook(services: Services, caller: Caller, id: number): Promise<void> {
  await assertPermission(services, caller, 'webhooksManage');
  if (!(await deleteWebhookEndpoint(services.db, caller.organizationId, id))) throw new AppError(404, 'webhookNotFound');
}

export async function listDeliveries(services: Services, caller: Caller, id: number): Promise<WebhookDelivery[]> {
  await assertPermission(services, caller, 'webhooksView');
  const endpoint = await endpointOf(services, caller, id);
  return (await findDeliveries(services.db, endpoint.id)).map(toDelivery);
}

/** Queues a signed test event for the endpoint and wakes the dispatcher, which sends it at once. */
export async function sendTestEvent(services: Services, caller: Caller, id: number): Promise<WebhookDelivery> {
  await assertPermission(services, caller, 'webhooksManage');
  const endpoint = await endpointOf(services, caller, id);
  const delivery = await enqueueTestDelivery(services.db, endpoint, WEBHOOK_TEST_EVENT);
  services.webhooks.notify();
  return toDelivery(delivery);
}
