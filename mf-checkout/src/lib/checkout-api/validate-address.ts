import { useMutation } from '@tanstack/react-query';
import type { Address, ValidateAddressResponse } from '@ps/shared/schemas';
import { checkoutRequest } from './checkout-request';

export const validateAddress = (address: Address) =>
  checkoutRequest<ValidateAddressResponse>('/api/checkout/validate-address', { method: 'POST', body: address });

export const useValidateAddress = () => useMutation({ mutationFn: validateAddress });
