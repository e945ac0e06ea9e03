import { API_PATHS } from '@roi/contract/api-paths';
import type { Integration } from '@roi/contract/integrations';
import { DEFAULT_TIME_ZONE } from '@roi/contract/publishing-rules';
import { apiRequest } from '../../../lib/api-client';

/** What posting needs to know of an organisation's LinkedIn connections. */
export interface PublishingAccounts {
  integrations: Integration[];
  /** The organisation's IANA time zone: schedules are written in it. */
  timezone: string;
  /** The caller may publish (else what they post waits for someone who may). */
  canPublish: boolean;
}

interface UserIntegrationsAnswer {
  records?: Integration[];
  timezone?: string;
  can_publish?: boolean;
}

/** The organisation's connections with its time zone and the caller's right to publish (GET /oauth/user-integrations). */
export async function getPublishingAccounts(userId: number, organizationId: number, signal?: AbortSignal): Promise<PublishingAccounts> {
  const response = await apiRequest<UserIntegrationsAnswer>(API_PATHS.userIntegrations, {
    query: { userId, organizationId },
    signal,
  });
  return {
    integrations: response.records ?? [],
    timezone: response.timezone || DEFAULT_TIME_ZONE,
    canPublish: response.can_publish === true,
  };
}
