import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupportContact, helpKeys, saveSupportContact } from '../api/support-contact';

export function useSupportContact() {
  return useQuery({ queryKey: helpKeys.supportContact(), queryFn: ({ signal }) => getSupportContact(signal) });
}

export function useSaveSupportContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupportContact,
    onSuccess: (answer) => queryClient.setQueryData(helpKeys.supportContact(), answer),
  });
}
