import { postEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';

/** The organisations the filter offers: every one for agency users. */
export async function getOrganizationOptions(signal?: AbortSignal) {
  return (await call(postEndpoints.postOrganizations, { signal })).records;
}

/** The campaigns of one organisation, for the campaign filter. */
export async function getCampaignOptions(organizationId: number, signal?: AbortSignal) {
  return (await call(postEndpoints.postCampaigns, { query: { organizationId }, signal })).records;
}
