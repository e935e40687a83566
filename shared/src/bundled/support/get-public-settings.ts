import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { PublicSettings } from '@ps/shared/schemas';

export const publicSettingsKeys = { all: ['settings', 'public'] as const };

export const getPublicSettings = (signal?: AbortSignal) => apiRequest<PublicSettings>('/api/settings', { signal });

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: publicSettingsKeys.all, queryFn: ({ signal }) => getPublicSettings(signal) });

/** The shop's public settings as staff last saved them: the one source of the support contact and shipping rule. */
export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
