import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  userEditRequestSchema,
  userEditResponseSchema,
  userListRequestSchema,
  userListResponseSchema,
} from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { editUser, getUserList } from './users.service.js';

export function userRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.userList,
      {
        schema: {
          tags: ['users'],
          summary: 'Users, paged, searchable by name or email, filtered by organisation, role and status',
          body: userListRequestSchema,
          response: { 200: userListResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.listLoaded, await getUserList(services, getCaller(request), request.body)),
    );

    app.put(
      API_PATHS.userEdit,
      {
        schema: {
          tags: ['users'],
          summary: "Change a user's names, role and whether the account may sign in",
          body: userEditRequestSchema,
          response: { 200: userEditResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.userUpdated, { data: await editUser(services, getCaller(request), request.body) }),
    );
  };
}
