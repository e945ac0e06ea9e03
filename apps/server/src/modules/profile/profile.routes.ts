import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@roi/contract/endpoints/users';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { IMAGE_BODY_LIMIT_BYTES } from '../media/limits.js';
import { editProfile, getProfile } from './profile.service.js';

export function profileRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, profileEndpoints.profileGet, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { data: await getProfile(services, caller, query.userId) }),
    );
    route(
      app,
      profileEndpoints.profileEdit,
      async ({ caller, body }) => ok(MESSAGES.profileUpdated, { data: await editProfile(services, caller, body) }),
      { bodyLimit: IMAGE_BODY_LIMIT_BYTES },
    );
  };
}
