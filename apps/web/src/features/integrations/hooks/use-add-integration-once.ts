import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddIntegrationRequest } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { addIntegration } from '../api/add-integration';
import { integrationKeys } from '../api/query-keys';
import {
  callbackViewOf,
  isExchangeDue,
  parseCallbackOutcome,
  readStoredCallbackOutcome,
  storeCallbackOutcome,
  subscribeToCallbackOutcome,
  type CallbackView,
} from '../callback-outcome';
import { exchangeKeyOf, type CallbackParams } from '../oauth-callback';

/**
 * The exchanges sent in this page load. Their outcome is still to come while they are pending; a
 * pending one stored by an earlier load (reloaded mid-way) will never report.
 */
const sentExchanges = new Set<string>();

const keyOfRequest = (request: AddIntegrationRequest) => exchangeKeyOf({ code: request.auth_code, state: request.state });

/**
 * Exchanges the code in the address once and tells how it went. LinkedIn's code is single use: once it
 * is sent the address drops it (a reload must not send it again), and the outcome is kept in the tab's
 * session storage, so that a reload, StrictMode's second effect or a remount of the page (the router is
 * rebuilt when the menu changes) shows the same screen.
 */
export function useAddIntegrationOnce(params: CallbackParams, userId: number): CallbackView {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const raw = useSyncExternalStore(subscribeToCallbackOutcome, readStoredCallbackOutcome);
  const stored = useMemo(() => parseCallbackOutcome(raw), [raw]);
  // The outcome is stored from the mutation's own callbacks, which run even after the page unmounted.
  const { mutate } = useMutation({
    mutationFn: addIntegration,
    onSuccess: (integration, request) => {
      storeCallbackOutcome({ exchangeKey: keyOfRequest(request), status: 'success', integration });
      return queryClient.invalidateQueries({ queryKey: integrationKeys.connectionLists() });
    },
    onError: (error, request) => {
      const exchangeKey = keyOfRequest(request);
      const message = getErrorMessage(error, MESSAGES.integrationFailed);
      // Without an answer (a reload aborts the request too) the server may well have connected.
      const isUnanswered = error instanceof ApiError && error.status === 0;
      storeCallbackOutcome(isUnanswered ? { exchangeKey, status: 'unanswered' } : { exchangeKey, status: 'error', message });
      showErrorToast(message);
    },
  });

  useEffect(() => {
    if (params.kind !== 'code') return;
    const current = parseCallbackOutcome(readStoredCallbackOutcome());
    const exchangeKey = exchangeKeyOf(params);
    if (isExchangeDue(params, current) && !sentExchanges.has(exchangeKey)) {
      sentExchanges.add(exchangeKey);
      storeCallbackOutcome({ exchangeKey, status: 'pending' });
      mutate({ user_id: userId, app_name: 'linkedin', auth_code: params.code, state: params.state });
    }
    // The code is spent: a reload shows the stored outcome instead of sending it again.
    void navigate(PATHS.linkedInOAuth, { replace: true });
  }, [params, userId, mutate, navigate]);

  return useMemo(() => callbackViewOf(params, stored, sentExchanges), [params, stored]);
}
