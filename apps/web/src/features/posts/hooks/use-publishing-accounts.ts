import { skipToken, useQuery } from '@tanstack/react-query';
import { getPublishingAccounts } from '../api/get-publishing-accounts';
import { postKeys } from '../api/query-keys';

/**
 * The organisation's publishing accounts, time zone and the caller's right to publish; idle until both
 * are known. The screens show a failure where it matters (or fall back), so no toast repeats it. Read
 * again when the window regains focus: Create Post opens Settings in another tab to connect an account.
 */
export function usePublishingAccounts(userId: number | null, organizationId: number | null) {
  return useQuery({
    queryKey: postKeys.publishingAccounts(userId ?? 0, organizationId ?? 0),
    queryFn: userId && organizationId ? ({ signal }) => getPublishingAccounts(userId, organizationId, signal) : skipToken,
    refetchOnWindowFocus: true,
    meta: { isErrorShownOnScreen: true },
  });
}
