import { useQuery } from '@tanstack/react-query';
import { getOutbox } from '../api/get-outbox';

export const outboxKey = ['outbox'] as const;

/**
 * The outbox. `isEnabled` false asks nothing: only agency users may have one to read. The screen shows
 * a failure itself; elsewhere a failure only means there is no outbox to offer (an SMTP server is
 * configured, or the user may not read it), so no toast says so.
 */
export function useOutbox(isEnabled = true) {
  return useQuery({
    queryKey: outboxKey,
    queryFn: ({ signal }) => getOutbox(signal),
    enabled: isEnabled,
    meta: { isErrorShownOnScreen: true },
  });
}
