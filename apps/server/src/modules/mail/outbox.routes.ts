import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { outboxResponseSchema } from '@roi/contract/mail';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { listOutbox } from './outbox.service.js';

/** Registered only while no SMTP server is configured: then the outbox is where emails go. */
export function outboxRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.outbox,
      {
        schema: {
          tags: ['mail'],
          summary: 'The newest emails kept instead of sent (no SMTP server): agency user administrators only',
          response: { 200: outboxResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.outboxLoaded, { records: await listOutbox(services, getCaller(request)) }),
    );
  };
}
