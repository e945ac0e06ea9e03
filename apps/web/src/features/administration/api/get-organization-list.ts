import { API_PATHS } from '@roi/contract/api-paths';
import type { OrganizationListRequest, OrganizationRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';
import { acceptList, type ListEnvelope, type ListPage } from './accept-list';

/** One page of organisations (agency users). */
export async function getOrganizationList(
  request: OrganizationListRequest,
  signal?: AbortSignal,
): Promise<ListPage<OrganizationRecord>> {
  const response = await apiRequest<ListEnvelope<OrganizationRecord>>(API_PATHS.organizationList, {
    method: 'POST',
    body: request,
    signal,
  });
  return acceptList(response, MESSAGES.organizationListFailed);
}
