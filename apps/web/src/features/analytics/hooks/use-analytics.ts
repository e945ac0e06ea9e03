import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { getCampaigns } from '../../../lib/campaigns';
import type { AnalyticsRangeQuery, AnalyticsTableQuery } from '@roi/contract/analytics';
import {
  analyticsKeys,
  deleteOutcome,
  getDemographics,
  getMonthlyReport,
  getOutcomes,
  getOverview,
  getTable,
  recordOutcome,
  replaceOutcomeSecret,
  saveMonthlyReport,
  sendMonthlyReport,
} from '../api/analytics';

export function useOverview(query: AnalyticsRangeQuery) {
  return useQuery({ queryKey: analyticsKeys.overview(query), queryFn: ({ signal }) => getOverview(query, signal), placeholderData: keepPreviousData });
}

export function useAnalyticsTable(query: AnalyticsTableQuery) {
  return useQuery({ queryKey: analyticsKeys.table(query), queryFn: ({ signal }) => getTable(query, signal), placeholderData: keepPreviousData });
}

export function useDemographics(organizationId: number | undefined) {
  return useQuery({ queryKey: analyticsKeys.demographics(organizationId), queryFn: ({ signal }) => getDemographics(organizationId, signal) });
}

export function useOutcomes(query: AnalyticsRangeQuery) {
  return useQuery({ queryKey: analyticsKeys.outcomes(query), queryFn: ({ signal }) => getOutcomes(query, signal), placeholderData: keepPreviousData });
}

/** Recording or removing an outcome changes the outcomes list and the table by campaign: both are read again. */
export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutcome,
    onSuccess: () => {
      showSuccessToast(MESSAGES.outcomeRecorded);
      return queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}

export function useDeleteOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOutcome,
    onSuccess: () => {
      showSuccessToast(MESSAGES.outcomeDeleted);
      return queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export function useReplaceOutcomeSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceOutcomeSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

/** The campaigns an outcome may be recorded against. */
export function useCampaigns(organizationId: number) {
  return useQuery({ queryKey: [...analyticsKeys.all, 'campaigns', organizationId], queryFn: ({ signal }) => getCampaigns(organizationId, signal) });
}

export function useMonthlyReport(organizationId: number | undefined) {
  return useQuery({ queryKey: analyticsKeys.monthlyReport(organizationId), queryFn: ({ signal }) => getMonthlyReport(organizationId, signal) });
}

export function useSaveMonthlyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonthlyReport,
    onSuccess: (saved) => {
      showSuccessToast(MESSAGES.monthlyReportSaved);
      queryClient.setQueryData(analyticsKeys.monthlyReport(saved.organization_id), saved);
      return queryClient.invalidateQueries({ queryKey: [...analyticsKeys.all, 'monthly-report'] });
    },
  });
}

export function useSendMonthlyReport() {
  return useMutation({
    mutationFn: sendMonthlyReport,
    onSuccess: (sent) => showSuccessToast(`${MESSAGES.monthlyReportSent} (${sent.month}) to ${sent.recipients} ${sent.recipients === 1 ? 'person' : 'people'}.`),
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
