import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  organizationCreateRequestSchema,
  organizationGetQuerySchema,
  organizationGetResponseSchema,
  organizationListRequestSchema,
  organizationListResponseSchema,
  organizationTypesResponseSchema,
  organizationUpdateRequestSchema,
  organizationWriteResponseSchema,
  rolesQuerySchema,
  rolesResponseSchema,
} from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { IMAGE_BODY_LIMIT_BYTES } from '../media/limits.js';
import {
  createOrganization,
  editOrganization,
  getOrganization,
  getOrganizationList,
  getOrganizationTypes,
  getRoles,
} from './organizations.service.js';

export function organizationRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.organizationList,
      {
        schema: {
          tags: ['organizations'],
          summary: 'Organisations, paged, searchable by name, filtered by type',
          body: organizationListRequestSchema,
          response: { 200: organizationListResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.listLoaded, await getOrganizationList(services, getCaller(request), request.body)),
    );

    app.get(
      API_PATHS.organizationGet,
      {
        schema: {
          tags: ['organizations'],
          summary: 'One organisation, as the first of records',
          querystring: organizationGetQuerySchema,
          response: { 200: organizationGetResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.listLoaded, { records: [await getOrganization(services, getCaller(request), request.query.orgId)] }),
    );

    app.post(
      API_PATHS.organizationCreate,
      {
        bodyLimit: IMAGE_BODY_LIMIT_BYTES,
        schema: {
          tags: ['organizations'],
          summary: 'Create a client organisation',
          body: organizationCreateRequestSchema,
          response: { 200: organizationWriteResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.organizationCreated, { data: await createOrganization(services, getCaller(request), request.body) }),
    );

    app.post(
      API_PATHS.organizationUpdate,
      {
        bodyLimit: IMAGE_BODY_LIMIT_BYTES,
        schema: {
          tags: ['organizations'],
          summary: "Change an organisation's name, details and brand; fields left out stay as they are",
          body: organizationUpdateRequestSchema,
          response: { 200: organizationWriteResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.organizationUpdated, { data: await editOrganization(services, getCaller(request), request.body) }),
    );

    app.post(
      API_PATHS.organizationTypes,
      {
        schema: {
          tags: ['organizations'],
          summary: 'The organisation types',
          response: { 200: organizationTypesResponseSchema },
        },
      },
      async () => ok(MESSAGES.listLoaded, { records: await getOrganizationTypes(services) }),
    );

    app.get(
      API_PATHS.roles,
      {
        schema: {
          tags: ['organizations'],
          summary: 'The roles of an organisation type, with total_count',
          querystring: rolesQuerySchema,
          response: { 200: rolesResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.listLoaded, await getRoles(services, request.query.orgTypeId)),
    );
  };
}
