import type { FastifyInstance } from 'fastify';
import { webhookEndpoints } from '@roi/contract/endpoints/webhooks';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, sendTestEvent, updateWebhook } from './webhooks.service.js';

export function webhookRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, webhookEndpoints.webhookList, async ({ caller }) => ok(MESSAGES.listLoaded, await listWebhooks(services, caller)));
    route(app, webhookEndpoints.webhookCreate, async ({ caller, body }) =>
      ok(MESSAGES.webhookCreated, { data: await createWebhook(services, caller, body) }),
    );
    route(app, webhookEndpoints.webhookDelete, async ({ caller, body }) => {
      await deleteWebhook(services, caller, body.webhook_id);
      return ok(MESSAGES.webhookDeleted, {});
    });
    route(app, webhookEndpoints.webhookUpdate, async ({ caller, body }) =>
      ok(MESSAGES.webhookUpdated, { data: await updateWebhook(services, caller, body) }),
    );
    route(app, webhookEndpoints.webhookDeliveries, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { records: await listDeliveries(services, caller, query.webhookId) }),
    );
    route(app, webhookEndpoints.webhookTest, async ({ caller, body }) =>
      ok(MESSAGES.webhookTestQueued, { data: await sendTestEvent(services, caller, body.webhook_id) }),
    );
  };
}
