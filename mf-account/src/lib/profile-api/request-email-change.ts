import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { EmailChangeBody, MessageResponse } from '@ps/shared/schemas';

const requestEmailChange = (body: EmailChangeBody) =>
  authRequest<MessageResponse>('/api/account/email-change', { method: 'POST', body });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
