import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { createWebhook, deleteWebhook, getDeliveries, getWebhooks, sendTestEvent, updateWebhook, webhookKeys } from '../api/webhook-requests';
import { isSettling } from '../webhooks';

/** How often a log with a delivery still on its way is read again. */
const SETTLING_REFRESH_MS = 2000;

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.all, queryFn: ({ signal }) => getWebhooks(signal) });
}

/** An endpoint's delivery log, read again while a delivery is on its way so that its outcome shows. */
export function useDeliveries(webhookId: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: ({ signal }) => getDeliveries(webhookId, signal),
    refetchInterval: (query) => (isSettling(query.state.data ?? []) ? SETTLING_REFRESH_MS : false),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => {
      showSuccessToast(MESSAGES.webhookUpdated);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => {
      showSuccessToast(MESSAGES.webhookDeleted);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_delivery, webhookId) => {
      showSuccessToast(MESSAGES.webhookTestQueued);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
