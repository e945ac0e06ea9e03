import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { OrganizationCreateRequest, OrganizationRecord } from '@roi/contract/administration';
import { call } from '../../../lib/call';

/** Creates a client organisation; answers the new record. */
export async function createOrganization(request: OrganizationCreateRequest): Promise<OrganizationRecord> {
  return (await call(organizationEndpoints.organizationCreate, { body: request })).data;
}
