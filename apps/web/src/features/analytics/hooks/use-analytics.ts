import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRangeQuery, AnalyticsTableQuery } from '@roi/contract/analytics';
import { analyticsKeys, getDemographics, getOverview, getTable } from '../api/analytics';

export function useOverview(query: AnalyticsRangeQuery) {
  return useQuery({ queryKey: analyticsKeys.overview(query), queryFn: ({ signal }) => getOverview(query, signal), placeholderData: keepPreviousData });
}

export function useAnalyticsTable(query: AnalyticsTableQuery) {
  return useQuery({ queryKey: analyticsKeys.table(query), queryFn: ({ signal }) => getTable(query, signal), placeholderData: keepPreviousData });
}

export function useDemographics(organizationId: number | undefined) {
  return useQuery({ queryKey: analyticsKeys.demographics(organizationId), queryFn: ({ signal }) => getDemographics(organizationId, signal) });
}
