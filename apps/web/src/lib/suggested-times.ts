import { useQuery } from '@tanstack/react-query';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { call } from './call';

/**
 * The next free times suggested for a post of the organisation, and where they come from
 * (docs/product/scheduling.md#suggested-times). Every schedule field offers them, whichever screen
 * it is on.
 */
export function useSuggestedTimes(organizationId: number | undefined) {
  return useQuery({
    queryKey: ['suggested-times', organizationId ?? 0],
    queryFn: async ({ signal }) => (await call(schedulingEndpoints.schedulingSuggestedTimes, { query: { organizationId: organizationId! }, signal })).data,
    enabled: organizationId !== undefined,
    staleTime: 60_000,
  });
}

const suggestionFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** A wall-clock time ('YYYY-MM-DDTHH:mm') written as people read it, without moving it to another zone. */
export function formatWallClock(local: string): string {
  return suggestionFormat.format(new Date(`${local}:00Z`));
}
