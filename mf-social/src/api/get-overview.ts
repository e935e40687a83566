import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { SocialOverview } from '@ps/shared/social';
import { socialKeys } from './social-keys';

export const getOverview = (signal?: AbortSignal) => apiRequest<SocialOverview>('/api/social/overview', { signal });

export const overviewQuery = () =>
  queryOptions({ queryKey: socialKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });

export const useOverview = () => useQuery(overviewQuery());
