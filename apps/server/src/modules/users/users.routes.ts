import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@roi/contract/endpoints/users';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { editUser, getUser, getUserList } from './users.service.js';

export function userRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, userEndpoints.userList, async ({ caller, body }) => ok(MESSAGES.listLoaded, await getUserList(services, caller, body)));
    route(app, userEndpoints.userGet, async ({ caller, query }) =>
      ok(MESSAGES.userLoaded, { data: await getUser(services, caller, query.userId) }),
    );
    route(app, userEndpoints.userEdit, async ({ caller, body }) =>
      ok(MESSAGES.userUpdated, { data: await editUser(services, caller, body) }),
    );
  };
}
