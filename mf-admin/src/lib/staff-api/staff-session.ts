import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { StaffLoginBody, StaffSessionResponse, TwoFactorCodeBody } from '@ps/shared/console-schemas';
import type { SetPasswordWithTokenBody } from '@ps/shared/schemas';
import { writeAnswerToQuery } from '@ps/shared/query';

export const staffKeys = {
  all: ['staff'] as const,
  session: () => [...staffKeys.all, 'session'] as const,
};

/** GET /api/admin/auth/session: the signed-in staff member, or null. */
export const getStaffSession = (signal?: AbortSignal) =>
  authRequest<StaffSessionResponse>('/api/admin/auth/session', { signal });

export const staffSessionQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.session(),
    queryFn: ({ signal }) => getStaffSession(signal),
    staleTime: Infinity,
  });

export const useStaffSession = () => useQuery(staffSessionQueryOptions());

/** The answer of a sign-in is the new session, so the console opens without asking again. */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) =>
      authRequest<StaffSessionResponse>('/api/admin/auth/login', { method: 'POST', body }),
    onSuccess: (session) => writeAnswerToQuery(queryClient, staffKeys.session(), session),
  });
}

/** The second step of a sign-in with two-factor: an app code or a recovery code. */
export function useStaffSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) =>
      authRequest<StaffSessionResponse>('/api/admin/auth/two-factor', { method: 'POST', body }),
    onSuccess: (session) => writeAnswerToQuery(queryClient, staffKeys.session(), session),
  });
}

/** A one-time link (first admin, invitation, reset) sets the password and signs its holder in. */
export function useStaffSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPasswordWithTokenBody) =>
      authRequest<StaffSessionResponse>('/api/admin/auth/set-password', { method: 'POST', body }),
    onSuccess: (session) => writeAnswerToQuery(queryClient, staffKeys.session(), session),
  });
}

/** Signing out drops everything cached under the staff session, not just the session itself. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authRequest<unknown>('/api/admin/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      return queryClient.invalidateQueries({ queryKey: staffKeys.session() });
    },
  });
}
