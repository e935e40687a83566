import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAccountSession } from '@ps/shared/account';
import { authRequest } from '@ps/shared/api';
import type { EmailChangeConfirmBody, MessageResponse } from '@ps/shared/schemas';
import { profileKeys } from './get-profile';

const confirmEmailChange = (body: EmailChangeConfirmBody) =>
  authRequest<MessageResponse>('/api/account/email-change/confirm', { method: 'POST', body });

/** When this browser is signed in to the account, its header and profile show the new address at once. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: profileKeys.all });
      await refreshAccountSession();
    },
  });
}
