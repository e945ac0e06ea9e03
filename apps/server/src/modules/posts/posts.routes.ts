import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import { POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX, PUBLISH_STATUS } from '@roi/contract/post-rules';
import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  postCreateRequestSchema,
  postCreateResponseSchema,
  postGetQuerySchema,
  postGetResponseSchema,
  postListRequestSchema,
  postListResponseSchema,
  postOrganizationsResponseSchema,
} from '@roi/contract/posts';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { createPost, findCampaigns, findPostOrganizations, findPosts, getPost } from './posts.service.js';

/** A post with its images inline: base64 makes each 2 MB into about 2.7 MB, plus the text. */
const POST_BODY_LIMIT_BYTES = Math.ceil(POST_IMAGE_MAX_BYTES * 1.4) * POST_IMAGES_MAX + 256 * 1024;

export function postRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.postCreate,
      {
        bodyLimit: POST_BODY_LIMIT_BYTES,
        schema: {
          tags: ['posts'],
          summary: 'Start a post (0, answers the next-step data), save it as a draft (1) or post it (2)',
          body: postCreateRequestSchema,
          response: { 200: postCreateResponseSchema },
        },
      },
      async (request) => {
        const result = await createPost(services, getCaller(request), request.body);
        if (result.kind === 'started') return ok(MESSAGES.postStarted, { data: result.data });
        const message =
          result.data.publish_status !== PUBLISH_STATUS.posted
            ? MESSAGES.postDrafted
            : result.data.scheduled_at
              ? MESSAGES.postScheduled
              : MESSAGES.posted;
        return ok(message, { data: result.data });
      },
    );

    app.post(
      API_PATHS.postList,
      {
        schema: {
          tags: ['posts'],
          summary: 'A page of posts, newest first, with search and filters, and the total they match',
          body: postListRequestSchema,
          response: { 200: postListResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.listLoaded, await findPosts(services, getCaller(request), request.body)),
    );

    app.get(
      API_PATHS.postGet,
      {
        schema: {
          tags: ['posts'],
          summary: 'One post whole, with its rich text and images, to open it in the editor',
          querystring: postGetQuerySchema,
          response: { 200: postGetResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.postLoaded, { data: await getPost(services, getCaller(request), request.query.postId) }),
    );

    app.get(
      API_PATHS.postCampaigns,
      {
        schema: {
          tags: ['posts'],
          summary: 'The campaigns of an organisation, with how many posts each has',
          querystring: campaignListQuerySchema,
          response: { 200: campaignListResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.listLoaded, { records: await findCampaigns(services, getCaller(request), request.query.organizationId) }),
    );

    app.get(
      API_PATHS.postOrganizations,
      {
        schema: {
          tags: ['posts'],
          summary: 'The organisations one may post for: every one for agency users, one’s own otherwise',
          response: { 200: postOrganizationsResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.listLoaded, { records: await findPostOrganizations(services, getCaller(request)) }),
    );
  };
}
