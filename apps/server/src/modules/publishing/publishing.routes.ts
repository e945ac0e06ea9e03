import type { FastifyInstance } from 'fastify';
import { publishingEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { releasePost, reschedule, withdrawPost } from './publishing.service.js';

export function publishingRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, publishingEndpoints.postPublish, async ({ caller, body }) =>
      ok(MESSAGES.publishQueued, await releasePost(services, caller, body)),
    );
    route(app, publishingEndpoints.postReschedule, async ({ caller, body }) =>
      ok(MESSAGES.postRescheduled, await reschedule(services, caller, body)),
    );
    route(app, publishingEndpoints.postWithdraw, async ({ caller, body }) =>
      ok(MESSAGES.postWithdrawn, await withdrawPost(services, caller, body.post_id)),
    );
  };
}
