import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import { addressBookKeys } from '@ps/shared/account-api';

const deleteAddress = (id: number) => authRequest<void>(`/api/account/address-book/${id}`, { method: 'DELETE' });

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
