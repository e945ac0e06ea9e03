import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** The organisations whose reviews the caller sees, for the agency's Organization filter. */
export async function getReviewOrganizations(signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalOrganizations, { signal })).records;
}

/** An organisation's campaigns, for the Campaign filter. */
export async function getReviewCampaigns(organizationId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalCampaigns, { query: { organizationId }, signal })).records;
}

/** An organisation's publishing accounts (chosen in Settings), for the Account filter. */
export async function getReviewAccounts(organizationId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalAccounts, { query: { organizationId }, signal })).records;
}
