import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { createFact, deleteFact, factKeys, getFacts, importFacts } from '../api/fact-requests';

export function useFacts(organizationId: number | undefined) {
  return useQuery({ queryKey: factKeys.list(organizationId), queryFn: ({ signal }) => getFacts(organizationId, signal) });
}

export function useCreateFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFact,
    onSuccess: () => {
      showSuccessToast(MESSAGES.factAdded);
      return queryClient.invalidateQueries({ queryKey: factKeys.all });
    },
  });
}

export function useDeleteFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFact,
    onSuccess: () => {
      showSuccessToast(MESSAGES.factDeleted);
      return queryClient.invalidateQueries({ queryKey: factKeys.all });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export function useImportFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFacts,
    onSuccess: (done) => {
      showSuccessToast(`${MESSAGES.factsImported}: ${done.created}.`);
      return queryClient.invalidateQueries({ queryKey: factKeys.all });
    },
  });
}
