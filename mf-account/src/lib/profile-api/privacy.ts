import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccountUser } from '@ps/shared/account';
import { authRequest, setBrowserSessionId } from '@ps/shared/api';
import { writeAnswerToQuery } from '@ps/shared/query';
import type { AccountProfile, DeleteAccountBody, MarketingChoiceBody, MessageResponse } from '@ps/shared/schemas';
import { profileKeys } from './get-profile';

const setMarketing = (body: MarketingChoiceBody) =>
  authRequest<AccountProfile>('/api/account/marketing', { method: 'PUT', body });

export function useSetMarketing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMarketing,
    onSuccess: (profile) => writeAnswerToQuery(client, profileKeys.detail(), profile),
  });
}

const deleteAccount = (body: DeleteAccountBody) =>
  authRequest<MessageResponse>('/api/account/delete', { method: 'POST', body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/**
 * After a deletion the server has ended the session: this browser forgets the account and starts a
 * new, empty cart. The page calls it once it shows the outcome, so it is not sent to sign in first.
 */
export function forgetDeletedAccount(): void {
  setBrowserSessionId(crypto.randomUUID());
  setAccountUser(null);
}
