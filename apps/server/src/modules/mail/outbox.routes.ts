import type { FastifyInstance } from 'fastify';
import { mailEndpoints } from '@roi/contract/endpoints/mail';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { listOutbox } from './outbox.service.js';

/** While no SMTP server is configured the outbox is where emails go; with one, it keeps nothing. */
export function outboxRoutes(services: Services, isKeepingMail: boolean) {
  return async (app: FastifyInstance) => {
    route(app, mailEndpoints.outbox, async ({ caller }) =>
      ok(MESSAGES.outboxLoaded, { kept: isKeepingMail, records: await listOutbox(services, caller, isKeepingMail) }),
    );
  };
}
