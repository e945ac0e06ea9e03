import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  publishRequestSchema,
  publishTargetsResponseSchema,
  rescheduleRequestSchema,
  withdrawRequestSchema,
} from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { releasePost, reschedule, withdrawPost } from './publishing.service.js';

export function publishingRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.postPublish,
      {
        schema: {
          tags: ['publishing'],
          summary: "Send a posted post's held or failed targets (all, or the one named): Publish and Retry",
          body: publishRequestSchema,
          response: { 200: publishTargetsResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.publishQueued, await releasePost(services, getCaller(request), request.body)),
    );

    app.post(
      API_PATHS.postReschedule,
      {
        schema: {
          tags: ['publishing'],
          summary: "Move a scheduled post to another time of the organisation's time zone",
          body: rescheduleRequestSchema,
          response: { 200: publishTargetsResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.postRescheduled, await reschedule(services, getCaller(request), request.body)),
    );

    app.post(
      API_PATHS.postWithdraw,
      {
        schema: {
          tags: ['publishing'],
          summary: 'Take a posted post back to draft while nothing of it has gone out (a schedule, a refused post)',
          body: withdrawRequestSchema,
          response: { 200: publishTargetsResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.postWithdrawn, await withdrawPost(services, getCaller(request), request.body.post_id)),
    );
  };
}
