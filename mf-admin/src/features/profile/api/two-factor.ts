import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type {
  DisableTwoFactorBody,
  RecoveryCodesResponse,
  TwoFactorCodeBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@ps/shared/console-schemas';
import { profileKeys } from './profile-keys';

/** GET /api/admin/profile/two-factor: on or off, recovery codes left, required by an admin. */
export const getTwoFactorStatus = (signal?: AbortSignal) =>
  authRequest<TwoFactorStatus>('/api/admin/profile/two-factor', { signal });

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.twoFactor(), queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** POST …/setup: a new secret and its QR code, which count only once a code confirms them. */
export const useStartTwoFactorSetup = () =>
  useMutation({
    mutationFn: () => authRequest<TwoFactorSetup>('/api/admin/profile/two-factor/setup', { method: 'POST' }),
  });

/** POST …/enable: a current code turns two-factor on; the answer holds the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) =>
      authRequest<RecoveryCodesResponse>('/api/admin/profile/two-factor/enable', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor() }),
  });
}

/** POST …/disable, with a current code or the password. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) =>
      authRequest<unknown>('/api/admin/profile/two-factor/disable', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor() }),
  });
}
