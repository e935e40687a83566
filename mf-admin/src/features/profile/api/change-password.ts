import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePasswordBody } from '@ps/shared/schemas';
import { authRequest } from '@ps/shared/api';
import type { StaffSessionResponse } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { staffKeys } from '../../../lib/staff-api/staff-session';

/** POST /api/admin/profile/password: the answer is the new session (other sessions ended), with its token. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      authRequest<StaffSessionResponse>('/api/admin/profile/password', { method: 'POST', body }),
    onSuccess: (session) => writeAnswerToQuery(queryClient, staffKeys.session(), session),
  });
}
