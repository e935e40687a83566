import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@ps/shared/schemas';
import { authRequest } from '@ps/shared/api';
import type { AccountSessionResponse } from '@ps/shared/schemas';

/** The answer is this browser's new session: the API client keeps its CSRF token. */
const changePassword = (body: ChangePasswordBody) =>
  authRequest<AccountSessionResponse>('/api/account/password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
