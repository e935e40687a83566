import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { FanPhoto } from '@ps/shared/social';
import { socialKeys } from './social-keys';

export const getFanPhotos = (signal?: AbortSignal) => apiRequest<{ photos: FanPhoto[] }>('/api/fan-photos', { signal });

export const fanPhotosQuery = () =>
  queryOptions({ queryKey: socialKeys.fanPhotos(), queryFn: ({ signal }) => getFanPhotos(signal) });

export const useFanPhotos = () => useQuery(fanPhotosQuery());
