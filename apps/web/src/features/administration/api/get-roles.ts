import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { EndpointResult } from '@roi/contract/endpoint';
import { call } from '../../../lib/call';

type Role = EndpointResult<typeof organizationEndpoints.roles>['records'][number];

/** The roles of an organisation type. */
export async function getRoles(orgTypeId: number, signal?: AbortSignal): Promise<Role[]> {
  return (await call(organizationEndpoints.roles, { query: { orgTypeId }, signal })).records;
}
