import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { CampaignRecord } from '@roi/contract/posts';
import { call } from './call';

/** The campaigns of one organisation with how many posts each holds (GET /post/campaigns). */
export async function getCampaigns(organizationId: number, signal?: AbortSignal): Promise<CampaignRecord[]> {
  return (await call(postEndpoints.postCampaigns, { query: { organizationId }, signal })).records;
}
