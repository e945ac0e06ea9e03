import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { EndpointResult } from '@roi/contract/endpoint';
import { call } from '../../../lib/call';

type OrganizationType = EndpointResult<typeof organizationEndpoints.organizationTypes>['records'][number];

/** The organisation types: Agency, Economic Development Organization. */
export async function getOrganizationTypes(signal?: AbortSignal): Promise<OrganizationType[]> {
  return (await call(organizationEndpoints.organizationTypes, { signal })).records;
}
