import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFeedAddress, makeFeedAddress } from '../api/feed-address';
import { schedulingKeys } from '../api/query-keys';

export function useFeedAddress() {
  return useQuery({ queryKey: schedulingKeys.feedAddress(), queryFn: ({ signal }) => getFeedAddress(signal) });
}

export function useMakeFeedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeFeedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.feedAddress() }),
  });
}
