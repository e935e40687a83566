import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { SavedAddress, SavedAddressBody } from '@ps/shared/schemas';
import { addressBookKeys } from '@ps/shared/account-api';

/** A new address without an id; the one of that id otherwise. */
const saveAddress = ({ id, body }: { id?: number; body: SavedAddressBody }) =>
  id === undefined
    ? authRequest<SavedAddress>('/api/account/address-book', { method: 'POST', body })
    : authRequest<SavedAddress>(`/api/account/address-book/${id}`, { method: 'PUT', body });

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
