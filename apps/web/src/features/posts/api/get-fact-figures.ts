import { factEndpoints } from '@roi/contract/endpoints/facts';
import { call } from '../../../lib/call';

/** The texts of the organisation's current facts, whose figures a post may state. */
export async function getFactFigures(organizationId: number, signal?: AbortSignal) {
  return (await call(factEndpoints.factFigures, { query: { organizationId }, signal })).data.facts;
}
