import { API_PATHS } from '@roi/contract/api-paths';
import type { CampaignRecord } from '@roi/contract/posts';
import { apiRequest } from '../../../lib/api-client';

/** The campaigns of one organisation with how many posts each holds (GET /post/campaigns). */
export async function getCampaigns(organizationId: number, signal?: AbortSignal): Promise<CampaignRecord[]> {
  const response = await apiRequest<{ records?: CampaignRecord[] }>(API_PATHS.postCampaigns, {
    query: { organizationId },
    signal,
  });
  return response.records ?? [];
}
