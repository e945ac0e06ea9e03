import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** The organisation's approval chain: whether its posts must be submitted rather than posted. */
export async function getApprovalChain(organizationId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalChainGet, { query: { organizationId }, signal })).data;
}
