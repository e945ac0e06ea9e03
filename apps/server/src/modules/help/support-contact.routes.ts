import type { FastifyInstance } from 'fastify';
import { helpEndpoints } from '@roi/contract/endpoints/help';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { getSupportContact, setSupportContact } from './support-contact.service.js';

export function helpRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, helpEndpoints.supportContact, async ({ caller }) =>
      ok(MESSAGES.supportContactLoaded, { data: await getSupportContact(services, caller) }),
    );
    route(app, helpEndpoints.supportContactSave, async ({ caller, body }) => {
      const { isEmpty, record } = await setSupportContact(services, caller, body);
      return ok(isEmpty ? MESSAGES.supportContactCleared : MESSAGES.supportContactSaved, { data: record });
    });
  };
}
