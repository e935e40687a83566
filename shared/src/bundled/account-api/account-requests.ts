import { authRequest } from '@ps/shared/api';
import { useCartStore } from '@ps/shared/cart';
import type {
  AccountSessionResponse,
  ConfirmEmailBody,
  LoginBody,
  MessageResponse,
  PasswordResetBody,
  RegisterBody,
  SetPasswordWithTokenBody,
} from '@ps/shared/schemas';
import { SESSION_ID_HEADER } from '@ps/shared/rules';

/** Sign-in and registration name this browser's cart, so the server can hand it to the account. */
const withThisCart = () => ({ [SESSION_ID_HEADER]: useCartStore.getState().sessionId });

/** POST /api/account/login: the new session, and the account's cart with this browser's merged into it. */
export const signIn = (body: LoginBody) =>
  authRequest<AccountSessionResponse>('/api/account/login', { method: 'POST', body, headers: withThisCart() });

/** POST /api/account/register: always 202 with the same words; the mailed link opens the account. */
export const registerAccount = (body: RegisterBody) =>
  authRequest<MessageResponse>('/api/account/register', { method: 'POST', body });

/** POST /api/account/confirm: the link's account, signed in here, keeping this browser's cart. */
export const confirmSignup = (body: ConfirmEmailBody) =>
  authRequest<AccountSessionResponse>('/api/account/confirm', { method: 'POST', body, headers: withThisCart() });

/** Always 202 with the same words, whether or not the e-mail has an account. */
export const requestPasswordReset = (body: PasswordResetBody) =>
  authRequest<MessageResponse>('/api/account/password-reset', { method: 'POST', body });

export const confirmPasswordReset = (body: SetPasswordWithTokenBody) =>
  authRequest<MessageResponse>('/api/account/password-reset/confirm', { method: 'POST', body });
