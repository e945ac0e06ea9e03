import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { Integration } from '@roi/contract/integrations';
import { call } from '../../../lib/call';

/** What posting needs to know of an organisation's LinkedIn connections. */
export interface PublishingAccounts {
  integrations: Integration[];
  /** The organisation's IANA time zone: schedules are written in it. */
  timezone: string;
  /** The organisation set its time zone; without one, schedules are in UTC. */
  isTimeZoneSet: boolean;
  /** The caller may publish (else what they post waits for someone who may). */
  canPublish: boolean;
}

/** The organisation's connections with its time zone and the caller's right to publish (GET /oauth/user-integrations). */
export async function getPublishingAccounts(userId: number, organizationId: number, signal?: AbortSignal): Promise<PublishingAccounts> {
  const answer = await call(integrationEndpoints.userIntegrations, { query: { userId, organizationId }, signal });
  return { integrations: answer.records, timezone: answer.timezone, isTimeZoneSet: answer.timezone_set, canPublish: answer.can_publish };
}
