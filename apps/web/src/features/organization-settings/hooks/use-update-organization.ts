import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { organizationQueryKey } from '../api/get-organization';
import { updateOrganization } from '../api/update-organization';

/**
 * Saves the organisation and shows the result at once: the saved record replaces the cached one (the
 * theme and the sidebar logo follow it) and every organisation query is refreshed.
 */
export function useUpdateOrganization(onSaved?: (organization: OrganizationRecord) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (request: OrganizationUpdateRequest) => {
      setProgress(0);
      return updateOrganization(request, setProgress);
    },
    onSuccess: async (organization) => {
      setProgress(1);
      queryClient.setQueryData(organizationQueryKey(organization.id), organization);
      showSuccessToast(MESSAGES.organizationUpdated);
      onSaved?.(organization);
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
  return { save: mutation.mutate, isPending: mutation.isPending, progress };
}
