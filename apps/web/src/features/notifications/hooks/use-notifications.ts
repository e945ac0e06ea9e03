import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../components/error-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { listNotifications, notificationKeys, readNotifications } from '../api/notifications';

/** The reader's notifications: read again every minute and whenever the window comes back into focus. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => listNotifications(signal),
    refetchInterval: 60_000,
  });
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => readNotifications(ids),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
