import { useEffect } from 'react';
import { useMutation, useMutationState, useQueryClient, type MutationState } from '@tanstack/react-query';
import type { AddIntegrationRequest, Integration } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { addIntegration } from '../api/add-integration';
import { integrationKeys } from '../api/query-keys';
import { exchangeKeyOf } from '../oauth-callback';

type ExchangeState = MutationState<Integration, Error, AddIntegrationRequest>;

/**
 * The exchanges started in this page load. LinkedIn's code is single use: a second try fails and would
 * replace the success on screen, so neither StrictMode's second effect nor a remount of the page (the
 * router is rebuilt when the menu changes) may send it again.
 */
const startedExchanges = new Set<string>();

/**
 * Exchanges the code once and tells how it went. The outcome is read from the mutation cache by the
 * exchange's key, not from this component's observer, so a remounted page still sees it.
 */
export function useAddIntegrationOnce(request: AddIntegrationRequest | null): {
  status: ExchangeState['status'];
  integration: Integration | undefined;
} {
  const queryClient = useQueryClient();
  const exchangeKey = request ? exchangeKeyOf({ code: request.auth_code, state: request.state }) : '';
  const mutationKey = integrationKeys.exchange(exchangeKey);
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: addIntegration,
    // Kept for the page load: a remounted page reads the outcome after this observer is gone.
    gcTime: Infinity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.connectionLists() }),
    onError: (error) => showErrorToast(getErrorMessage(error, MESSAGES.integrationFailed)),
  });
  const states = useMutationState({ filters: { mutationKey, exact: true }, select: (mutation) => mutation.state as ExchangeState });
  const latest = states.at(-1);

  useEffect(() => {
    if (!request || startedExchanges.has(exchangeKey)) return;
    startedExchanges.add(exchangeKey);
    mutate(request);
  }, [request, exchangeKey, mutate]);

  return { status: latest?.status ?? 'idle', integration: latest?.data };
}
