import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordsSearchRequest } from '@roi/contract/archive';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { exportRecords, getRecordsSettings, liftHold, placeHold, recordsKeys, saveRetention, searchRecords } from '../api/records-requests';

/** The posts a records request matches; nothing is asked until the request is made. */
export function useRecordsSearch(request: RecordsSearchRequest | null) {
  return useQuery({
    queryKey: request ? recordsKeys.search(request) : recordsKeys.all,
    queryFn: ({ signal }) => searchRecords(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** Receives the ZIP as the server makes it and saves it; the export is on record from then on. */
export function useExportRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportRecords,
    onSuccess: (file) => {
      saveFile(file.fileName, 'application/zip', file.content);
      showSuccessToast(MESSAGES.recordsExported);
      return queryClient.invalidateQueries({ queryKey: recordsKeys.all });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export function useRecordsSettings(organizationId: number) {
  return useQuery({ queryKey: recordsKeys.settings(organizationId), queryFn: ({ signal }) => getRecordsSettings(organizationId, signal) });
}

type RecordsSettings = Awaited<ReturnType<typeof getRecordsSettings>>;

/** The settings a change answers replace the ones shown. */
function useSettingsChange<Body extends { organization_id: number }>(change: (body: Body) => Promise<RecordsSettings>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings, body) => {
      queryClient.setQueryData(recordsKeys.settings(body.organization_id), settings);
      showSuccessToast(message);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export const useSaveRetention = () => useSettingsChange(saveRetention, MESSAGES.retentionSaved);
export const usePlaceHold = () => useSettingsChange(placeHold, MESSAGES.holdPlaced);
export const useLiftHold = () => useSettingsChange(liftHold, MESSAGES.holdLifted);
