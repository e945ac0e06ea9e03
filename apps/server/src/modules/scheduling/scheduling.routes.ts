import type { FastifyInstance } from 'fastify';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { findCalendar, findHealth, findQueue, saveQueue } from './scheduling.service.js';

export function schedulingRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, schedulingEndpoints.schedulingCalendar, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findCalendar(services, caller, query)),
    );
    route(app, schedulingEndpoints.schedulingHealth, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findHealth(services, caller, query.organizationId)),
    );
    route(app, schedulingEndpoints.schedulingQueueSlots, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findQueue(services, caller, query.organizationId)),
    );
    route(app, schedulingEndpoints.schedulingQueueSlotsSave, async ({ caller, body }) =>
      ok(MESSAGES.queueSlotsSaved, await saveQueue(services, caller, body)),
    );
  };
}
