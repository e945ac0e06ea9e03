import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { CalendarQuery } from '@roi/contract/scheduling';
import { getCalendar } from '../api/get-calendar';
import { getCampaignOptions, getOrganizationOptions } from '../api/get-filter-options';
import { getHealth } from '../api/get-health';
import { schedulingKeys } from '../api/query-keys';

/** Filter options change rarely: read again after a few minutes at most. */
const OPTIONS_STALE_MS = 5 * 60_000;

/** The posts of the visible range; the previous range stays on screen while the next one loads. */
export function useCalendar(query: CalendarQuery | null) {
  return useQuery({
    queryKey: schedulingKeys.calendar(query ?? { from: '', to: '' }),
    queryFn: query ? ({ signal }) => getCalendar(query, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: schedulingKeys.organizations(),
    queryFn: isEnabled ? ({ signal }) => getOrganizationOptions(signal) : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useCampaignOptions(organizationId: number | undefined) {
  return useQuery({
    queryKey: schedulingKeys.campaigns(organizationId ?? 0),
    queryFn: organizationId ? ({ signal }) => getCampaignOptions(organizationId, signal) : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The health panel's answer; none while every organisation is shown at once. */
export function useHealth(organizationId: number | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: schedulingKeys.health(organizationId),
    queryFn: isEnabled ? ({ signal }) => getHealth(organizationId, signal) : skipToken,
  });
}
