import { postEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';
import type { OrganizationOption } from '../organization-choice';

/** The organisations the caller may act for: every one for agency users, their own for others. */
export async function getOrganizations(signal?: AbortSignal): Promise<OrganizationOption[]> {
  return (await call(postEndpoints.postOrganizations, { signal })).records;
}
