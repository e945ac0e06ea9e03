import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { createApiKey } from '../api/create-api-key';
import { getApiKeys } from '../api/get-api-keys';
import { apiKeyKeys } from '../api/query-keys';
import { revokeApiKey } from '../api/revoke-api-key';

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => getApiKeys(signal) });
}

/** Makes a key; the caller shows the answered key once. Failures are said where the form is. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      showSuccessToast(MESSAGES.apiKeyRevokedDone);
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
