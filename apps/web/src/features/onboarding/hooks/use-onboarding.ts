import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import type { OnboardingEndRequest } from '@roi/contract/onboarding';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { endOnboarding, getOnboarding, onboardingKey } from '../api/onboarding';

/** Whether the onboarding is to be offered to the signed-in user: their organisation's is open, and they may do it. */
export function useIsOnboardingOffered(): boolean {
  const { data } = useQuery({
    queryKey: onboardingKey,
    queryFn: ({ signal }) => getOnboarding(signal),
    // Not offering it is the safe answer to a failure: the shell goes on without it.
    meta: { isErrorShownOnScreen: true },
  });
  return data?.state === 'offered' && data.can_complete;
}

/** Finishes or dismisses the onboarding; `onEnded` follows once the server has it. */
export function useEndOnboarding(onEnded?: (state: OnboardingEndRequest['state']) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOnboarding,
    onSuccess: (status, request) => {
      queryClient.setQueryData(onboardingKey, status);
      showSuccessToast(request.state === 'finished' ? MESSAGES.onboardingFinished : MESSAGES.onboardingDismissed);
      onEnded?.(request.state);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
