import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import type { ApprovalChainRequest } from '@roi/contract/approvals';
import { call } from '../../../lib/call';

export async function replaceChain(request: ApprovalChainRequest) {
  return (await call(approvalEndpoints.approvalChainReplace, { body: request })).data;
}
