import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAccountSession } from '@ps/shared/account';
import { authRequest } from '@ps/shared/api';
import { writeAnswerToQuery } from '@ps/shared/query';
import type { AccountProfile, ProfileNameBody } from '@ps/shared/schemas';
import { profileKeys } from './get-profile';

const rename = (body: ProfileNameBody) =>
  authRequest<AccountProfile>('/api/account/profile', { method: 'PATCH', body });

/** The header shows the name too, so the session is read again after a rename. */
export function useRename() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rename,
    onSuccess: async (profile) => {
      await writeAnswerToQuery(client, profileKeys.detail(), profile);
      await refreshAccountSession();
    },
  });
}
