import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceSaveRequest } from '@roi/contract/posts';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { getReferenceEntries } from '../api/get-reference-entries';
import { referenceKeys } from '../api/query-keys';
import { saveReferenceEntry } from '../api/save-reference-entry';

/** Every entry of one list, retired ones included. */
export function useReferenceEntries(category: ReferenceCategory) {
  return useQuery({
    queryKey: referenceKeys.entries(category),
    queryFn: ({ signal }) => getReferenceEntries(category, signal),
  });
}

/**
 * Saves one entry: 'Saved' on success, the server's message (a label taken, say) on failure. Every copy
 * of the list is refreshed, the posts' choices included.
 */
export function useSaveReferenceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReferenceSaveRequest) => saveReferenceEntry(request),
    onSuccess: (_entry, request) => {
      showSuccessToast(MESSAGES.referenceSaved);
      return queryClient.invalidateQueries({ queryKey: referenceKeys.category(request.category) });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
