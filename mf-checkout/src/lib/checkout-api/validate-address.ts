import { useMutation } from '@tanstack/react-query';
import type { Address, ValidateAddressResponse } from '@ps/shared/schemas';
import { sessionRequest } from '@ps/shared/cart';

export const validateAddress = (address: Address) =>
  sessionRequest<ValidateAddressResponse>('/api/checkout/validate-address', { method: 'POST', body: address });

export const useValidateAddress = () => useMutation({ mutationFn: validateAddress });
