import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { showSavedOrganization, updateOrganization } from '../../../lib/organizations';

/** Saves the organisation and shows the result at once, on this screen and every other one that shows it. */
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
      const refreshed = showSavedOrganization(queryClient, organization);
      showSuccessToast(MESSAGES.organizationUpdated);
      onSaved?.(organization);
      await refreshed;
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
  return { save: mutation.mutate, isPending: mutation.isPending, progress };
}
