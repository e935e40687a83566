import { useMutation } from '@tanstack/react-query';
import { apiRequest, authRequest } from '@ps/shared/api';
import type { BackInStockSignupResponse } from '@ps/shared/schemas';

export interface BackInStockSignupInput {
  variantId: number;
  email: string;
  /** A signed-in customer's request carries the session's CSRF token, so their own confirmed address needs no mail. */
  signedIn: boolean;
}

export function signUpBackInStock({ signedIn, ...body }: BackInStockSignupInput): Promise<BackInStockSignupResponse> {
  const send = signedIn ? authRequest : apiRequest;
  return send<BackInStockSignupResponse>('/api/back-in-stock', { method: 'POST', body });
}

/** Nothing to invalidate: the list of waiting fans is never shown to fans. */
export const useSignUpBackInStock = () => useMutation({ mutationFn: signUpBackInStock });
