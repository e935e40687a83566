import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AccountProfile } from '@ps/shared/schemas';

export const profileKeys = {
  all: ['account', 'profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
};

export const getProfile = (signal?: AbortSignal) => authRequest<AccountProfile>('/api/account/profile', { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = (enabled: boolean) => useQuery({ ...profileQueryOptions(), enabled });
