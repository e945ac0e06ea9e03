import type { AnalyticsRangeQuery, AnalyticsTableQuery, MonthlyReportSaveRequest, OutcomeRecordRequest } from '@roi/contract/analytics';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { call } from '../../../lib/call';

/** Every query key of the analytics screen, written once. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (query: AnalyticsRangeQuery) => [...analyticsKeys.all, 'overview', query] as const,
  table: (query: AnalyticsTableQuery) => [...analyticsKeys.all, 'table', query] as const,
  demographics: (organizationId: number | undefined) => [...analyticsKeys.all, 'demographics', organizationId ?? 'own'] as const,
  outcomes: (query: AnalyticsRangeQuery) => [...analyticsKeys.all, 'outcomes', query] as const,
  monthlyReport: (organizationId: number | undefined) => [...analyticsKeys.all, 'monthly-report', organizationId ?? 'own'] as const,
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

export async function getOutcomes(query: AnalyticsRangeQuery, signal?: AbortSignal) {
  return call(analyticsEndpoints.analyticsOutcomes, { query, signal });
}

export async function recordOutcome(body: OutcomeRecordRequest) {
  return (await call(analyticsEndpoints.analyticsOutcomeRecord, { body })).record;
}

export async function deleteOutcome(outcomeId: number) {
  await call(analyticsEndpoints.analyticsOutcomeDelete, { body: { outcome_id: outcomeId } });
}

export async function replaceOutcomeSecret(organizationId: number) {
  return (await call(analyticsEndpoints.analyticsOutcomeSecret, { body: { organization_id: organizationId } })).data;
}

export async function getReport(query: AnalyticsRangeQuery) {
  return (await call(analyticsEndpoints.analyticsReport, { query })).data;
}

export async function getMonthlyReport(organizationId: number | undefined, signal?: AbortSignal) {
  return (await call(analyticsEndpoints.analyticsMonthlyReport, { query: organizationId === undefined ? {} : { organizationId }, signal })).data;
}

export async function saveMonthlyReport(body: MonthlyReportSaveRequest) {
  return (await call(analyticsEndpoints.analyticsMonthlyReportSave, { body })).data;
}

export async function sendMonthlyReport(organizationId: number | undefined) {
  return (await call(analyticsEndpoints.analyticsMonthlyReportSend, { body: organizationId === undefined ? {} : { organization_id: organizationId } })).data;
}
