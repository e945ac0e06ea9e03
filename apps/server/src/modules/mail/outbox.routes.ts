import type { FastifyInstance } from 'fastify';
import { mailEndpoints } from '@roi/contract/endpoints/mail';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { listOutbox } from './outbox.service.js';

/** Registered only while no SMTP server is configured: then the outbox is where emails go. */
export function outboxRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, mailEndpoints.outbox, async ({ caller }) => ok(MESSAGES.outboxLoaded, { records: await listOutbox(services, caller) }));
  };
}
