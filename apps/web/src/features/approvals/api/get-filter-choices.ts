import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
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

/** An organisation's publishing accounts (chosen in Settings), for the Account filter. */
export async function getReviewAccounts(organizationId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalAccounts, { query: { organizationId }, signal })).records;
}
