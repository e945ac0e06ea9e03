import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { profileEditRequestSchema, profileGetQuerySchema, profileResponseSchema } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { IMAGE_BODY_LIMIT_BYTES } from '../media/limits.js';
import { editProfile, getProfile } from './profile.service.js';

export function profileRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.profileGet,
      {
        schema: {
          tags: ['profile'],
          summary: 'A profile: one’s own, or, for administrators, a user’s in their scope',
          querystring: profileGetQuerySchema,
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.listLoaded, { data: await getProfile(services, getCaller(request), request.query.userId) }),
    );

    app.put(
      API_PATHS.profileEdit,
      {
        bodyLimit: IMAGE_BODY_LIMIT_BYTES,
        schema: {
          tags: ['profile'],
          summary: 'Change one’s own names and picture (a data URL; checked by content, stored as PNG)',
          body: profileEditRequestSchema,
          response: { 200: profileResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.profileUpdated, { data: await editProfile(services, getCaller(request), request.body) }),
    );
  };
}
