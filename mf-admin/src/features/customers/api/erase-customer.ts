import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { EraseCustomerResponse } from '@ps/shared/console-schemas';
import { customerKeys } from './customer-keys';

/** POST /api/admin/customers/{key}/erase, confirmed with the customer's e-mail typed out. */
export const eraseCustomer = (key: string, confirmEmail: string) =>
  authRequest<EraseCustomerResponse>(`/api/admin/customers/${encodeURIComponent(key)}/erase`, {
    method: 'POST',
    body: { confirmEmail },
  });

/** Everything refreshes afterwards: the customer is gone and their orders read "Erased customer". */
export function useEraseCustomer(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => eraseCustomer(key, confirmEmail),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(key) });
      // The whole console's cache: orders, dashboard and audit log all showed the customer.
      return queryClient.invalidateQueries({ queryKey: customerKeys.all.slice(0, 1) });
    },
  });
}
