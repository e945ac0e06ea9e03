import type { FastifyInstance } from 'fastify';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { IMAGE_BODY_LIMIT_BYTES } from '../media/limits.js';
import {
  createOrganization,
  editOrganization,
  endOnboarding,
  getOnboarding,
  getOrganization,
  getOrganizationList,
  getOrganizationTypes,
  getRoles,
} from './organizations.service.js';

export function organizationRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, organizationEndpoints.organizationList, async ({ caller, body }) =>
      ok(MESSAGES.listLoaded, await getOrganizationList(services, caller, body)),
    );
    route(app, organizationEndpoints.organizationGet, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { records: [await getOrganization(services, caller, query.orgId)] }),
    );
    route(
      app,
      organizationEndpoints.organizationCreate,
      async ({ caller, body }) => ok(MESSAGES.organizationCreated, { data: await createOrganization(services, caller, body) }),
      { bodyLimit: IMAGE_BODY_LIMIT_BYTES },
    );
    route(
      app,
      organizationEndpoints.organizationUpdate,
      async ({ caller, body }) => ok(MESSAGES.organizationUpdated, { data: await editOrganization(services, caller, body) }),
      { bodyLimit: IMAGE_BODY_LIMIT_BYTES },
    );
    route(app, organizationEndpoints.organizationTypes, async () =>
      ok(MESSAGES.listLoaded, { records: await getOrganizationTypes(services) }),
    );
    route(app, organizationEndpoints.roles, async ({ query }) =>
      ok(MESSAGES.listLoaded, await getRoles(services, query.orgTypeId)),
    );
    route(app, organizationEndpoints.onboarding, async ({ caller }) =>
      ok(MESSAGES.onboardingLoaded, { data: await getOnboarding(services, caller) }),
    );
    route(app, organizationEndpoints.onboardingEnd, async ({ caller, body }) => {
      const data = await endOnboarding(services, caller, body);
      return ok(body.state === 'finished' ? MESSAGES.onboardingFinished : MESSAGES.onboardingDismissed, { data });
    });
  };
}
