import { authRequest } from '@ps/shared/api';
import { useCartStore } from '@ps/shared/cart';
import type {
  AccountSessionResponse,
  LoginBody,
  MessageResponse,
  PasswordResetBody,
  RegisterBody,
  SetPasswordWithTokenBody,
} from '@ps/shared/schemas';
import { SESSION_ID_HEADER } from '@ps/shared/store-rules';

/** Sign-in and registration name this browser's cart, so the server can hand it to the account. */
const withThisCart = () => ({ [SESSION_ID_HEADER]: useCartStore.getState().sessionId });

/** POST /api/account/login: the new session, and the account's cart with this browser's merged into it. */
export const signIn = (body: LoginBody) =>
  authRequest<AccountSessionResponse>('/api/account/login', { method: 'POST', body, headers: withThisCart() });

/** POST /api/account/register: the account, signed in at once, keeping this browser's cart. */
export const registerAccount = (body: RegisterBody) =>
  authRequest<AccountSessionResponse>('/api/account/register', { method: 'POST', body, headers: withThisCart() });

/** Always 202 with the same words, whether or not the e-mail has an account. */
export const requestPasswordReset = (body: PasswordResetBody) =>
  authRequest<MessageResponse>('/api/account/password-reset', { method: 'POST', body });

export const confirmPasswordReset = (body: SetPasswordWithTokenBody) =>
  authRequest<MessageResponse>('/api/account/password-reset/confirm', { method: 'POST', body });
