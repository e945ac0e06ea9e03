import { useQuery } from '@tanstack/react-query';
import { getApprovalChain } from '../api/get-approval-chain';
import { postKeys } from '../api/query-keys';

/**
 * Whether a saved approval chain applies to the poster, so that Post is refused and the draft is to be
 * submitted for approval instead. Unknown (not loaded, or not readable) counts as no: the server decides.
 */
export function useNeedsApproval(organizationId: number | null, canPublish: boolean | undefined): boolean {
  const chain = useQuery({
    queryKey: postKeys.approvalChain(organizationId ?? 0),
    queryFn: ({ signal }) => getApprovalChain(organizationId!, signal),
    enabled: organizationId !== null,
    staleTime: 60_000,
    retry: false,
  });
  if (!chain.data || chain.data.is_default) return false;
  return chain.data.applies_to === 'everyone' || canPublish === false;
}
