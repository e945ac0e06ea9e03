import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { call } from '../../../lib/call';

/** Whether the signed-in person has a calendar feed address, and since when. */
export async function getFeedAddress(signal?: AbortSignal) {
  return call(schedulingEndpoints.schedulingFeedAddress, { signal });
}

/** Makes the person's feed address, answered this once; the one it replaces stops working. */
export async function makeFeedAddress() {
  return call(schedulingEndpoints.schedulingFeedAddressRenew, { body: { replace: true } });
}
