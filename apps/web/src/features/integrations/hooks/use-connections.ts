import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import type { SelectAccountsRequest } from '@roi/contract/integrations';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { disconnectIntegration } from '../api/disconnect-integration';
import { getConnections } from '../api/get-connections';
import { integrationKeys } from '../api/query-keys';
import { selectAccounts } from '../api/select-accounts';
import { startConnection } from '../api/start-connection';
import { storeConnectionReturn } from '../connection-return';

/** The connections of the organisation shown (the caller's own unless an agency user chose another). */
export function useConnections(userId: number, organizationId: number | undefined) {
  return useQuery({
    queryKey: integrationKeys.connections(userId, organizationId),
    queryFn: ({ signal }) => getConnections({ userId, organizationId }, signal),
  });
}

/**
 * Connect and Reconnect: the server prepares the request and the browser leaves for the consent page
 * (LinkedIn's, or the sandbox's within this app), which sends it back to /linkedin-oauth. Once the
 * accounts are chosen there, the user comes back to `returnPath`, or to Settings without one.
 */
export function useStartConnection(returnPath: string | null = null) {
  return useMutation({
    mutationFn: (organizationId: number | undefined) =>
      startConnection({ app_name: 'linkedin', organization_id: organizationId }),
    onSuccess: (authorization) => {
      storeConnectionReturn(returnPath);
      window.location.assign(authorization.authorization_url);
    },
    onError: (error) => showErrorToast(getErrorMessage(error, MESSAGES.integrationFailed)),
  });
}

/** Saves the accounts a connection publishes to. */
export function useSelectAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SelectAccountsRequest) => selectAccounts(request),
    onSuccess: () => {
      showSuccessToast(MESSAGES.accountsSelected);
      return queryClient.invalidateQueries({ queryKey: integrationKeys.connectionLists() });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

/** Ends a connection. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integrationId: number) => disconnectIntegration(integrationId),
    onSuccess: () => {
      showSuccessToast(MESSAGES.integrationDisconnected);
      return queryClient.invalidateQueries({ queryKey: integrationKeys.connectionLists() });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
