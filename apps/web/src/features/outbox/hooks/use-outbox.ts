import { useQuery } from '@tanstack/react-query';
import { getOutbox } from '../api/get-outbox';

const outboxKey = ['outbox'] as const;

/**
 * The outbox. `isEnabled` false asks nothing: only the agency's user administrators may read it. The
 * screen shows a failure itself; elsewhere a failure only means there is no outbox to offer.
 */
export function useOutbox(isEnabled = true) {
  return useQuery({
    queryKey: outboxKey,
    queryFn: ({ signal }) => getOutbox(signal),
    enabled: isEnabled,
    meta: { isErrorShownOnScreen: true },
  });
}
