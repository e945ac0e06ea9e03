import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { call } from '../../../lib/call';

/** An organisation's approval chain (the default rule when none was saved). */
export async function getChain(organizationId: number, signal?: AbortSignal) {
  return (await call(approvalEndpoints.approvalChainGet, { query: { organizationId }, signal })).data;
}
