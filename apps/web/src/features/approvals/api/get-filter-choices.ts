import { postEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';

/** The organisations the caller acts for, for the agency's Organization filter. */
export async function getReviewOrganizations(signal?: AbortSignal) {
  return (await call(postEndpoints.postOrganizations, { signal })).records;
}

/** An organisation's campaigns, for the Campaign filter. */
export async function getReviewCampaigns(organizationId: number, signal?: AbortSignal) {
  return (await call(postEndpoints.postCampaigns, { query: { organizationId }, signal })).records;
}
