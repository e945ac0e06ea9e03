import { webhookEndpoints } from '@roi/contract/endpoints/webhooks';
import type { WebhookCreateRequest } from '@roi/contract/webhooks';
import type { EndpointRequest } from '@roi/contract/endpoint';
import { call } from '../../../lib/call';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (webhookId: number) => [...webhookKeys.all, 'deliveries', webhookId] as const,
};

export async function getWebhooks(signal?: AbortSignal) {
  return call(webhookEndpoints.webhookList, { signal });
}

export async function createWebhook(body: WebhookCreateRequest) {
  return (await call(webhookEndpoints.webhookCreate, { body })).data;
}

export async function updateWebhook(body: EndpointRequest<typeof webhookEndpoints.webhookUpdate>['body']) {
  return (await call(webhookEndpoints.webhookUpdate, { body })).data;
}

export async function deleteWebhook(webhookId: number) {
  await call(webhookEndpoints.webhookDelete, { body: { webhook_id: webhookId } });
}

export async function getDeliveries(webhookId: number, signal?: AbortSignal) {
  return (await call(webhookEndpoints.webhookDeliveries, { query: { webhookId }, signal })).records;
}

export async function sendTestEvent(webhookId: number) {
  return (await call(webhookEndpoints.webhookTest, { body: { webhook_id: webhookId } })).data;
}
