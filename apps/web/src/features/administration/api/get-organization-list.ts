import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import type { OrganizationListRequest, OrganizationRecord } from '@roi/contract/administration';
import { call } from '../../../lib/call';
import type { ListPage } from '../paging';

/** One page of organisations (agency users). */
export async function getOrganizationList(request: OrganizationListRequest, signal?: AbortSignal): Promise<ListPage<OrganizationRecord>> {
  const answer = await call(organizationEndpoints.organizationList, { body: request, signal });
  return { records: answer.records, totalCount: answer.total_count };
}
