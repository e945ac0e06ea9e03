import type { FastifyInstance } from 'fastify';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { calendarFeed, findFeedAddress, renewFeedAddress } from './calendar-feed.js';
import { findCalendar, findHealth, findQueue, saveQueue, suggestTimes } from './scheduling.service.js';

export function schedulingRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, schedulingEndpoints.schedulingCalendar, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findCalendar(services, caller, query)),
    );
    route(app, schedulingEndpoints.schedulingHealth, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findHealth(services, caller, query.organizationId)),
    );
    route(app, schedulingEndpoints.schedulingSuggestedTimes, async ({ caller, query }) =>
      ok(MESSAGES.suggestedTimesLoaded, { data: await suggestTimes(services, caller, query.organizationId) }),
    );
    route(app, schedulingEndpoints.schedulingQueueSlots, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findQueue(services, caller, query.organizationId)),
    );
    route(app, schedulingEndpoints.schedulingQueueSlotsSave, async ({ caller, body }) =>
      ok(MESSAGES.queueSlotsSaved, await saveQueue(services, caller, body)),
    );
    route(app, schedulingEndpoints.schedulingFeedAddress, async ({ caller }) =>
      ok(MESSAGES.listLoaded, { data: await findFeedAddress(services, caller) }),
    );
    route(app, schedulingEndpoints.schedulingFeedAddressRenew, async ({ caller }) =>
      ok(MESSAGES.calendarFeedAddressMade, { data: await renewFeedAddress(services, caller) }),
    );
    route(app, schedulingEndpoints.calendarFeed, async ({ query, request, reply }) => {
      const document = await calendarFeed(services, query.token, request.ip);
      // Private to its person: no shared cache may keep it, nor the address it came from.
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/calendar; charset=utf-8')
        .send(document);
    });
  };
}
