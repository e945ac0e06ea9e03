import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { call } from '../../../lib/call';

/** What would stop the organisation's posts going out. */
export async function getHealth(organizationId: number | undefined, signal?: AbortSignal) {
  return call(schedulingEndpoints.schedulingHealth, { query: organizationId === undefined ? {} : { organizationId }, signal });
}
