import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** How many posts wait for the caller's decision. */
export async function getWaitingCount(signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalWaitingCount, { signal })).data.count;
}
