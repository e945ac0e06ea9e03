import type { AnalyticsRangeQuery, AnalyticsTableQuery } from '@roi/contract/analytics';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { call } from '../../../lib/call';

/** Every query key of the analytics screen, written once. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (query: AnalyticsRangeQuery) => [...analyticsKeys.all, 'overview', query] as const,
  table: (query: AnalyticsTableQuery) => [...analyticsKeys.all, 'table', query] as const,
  demographics: (organizationId: number | undefined) => [...analyticsKeys.all, 'demographics', organizationId ?? 'own'] as const,
};

export async function getOverview(query: AnalyticsRangeQuery, signal?: AbortSignal) {
  return (await call(analyticsEndpoints.analyticsOverview, { query, signal })).data;
}

export async function getTable(query: AnalyticsTableQuery, signal?: AbortSignal) {
  return (await call(analyticsEndpoints.analyticsTable, { query, signal })).records;
}

export async function exportTable(query: AnalyticsTableQuery) {
  return (await call(analyticsEndpoints.analyticsExport, { query })).data;
}

export async function getDemographics(organizationId: number | undefined, signal?: AbortSignal) {
  return (await call(analyticsEndpoints.analyticsDemographics, { query: organizationId === undefined ? {} : { organizationId }, signal })).data;
}
