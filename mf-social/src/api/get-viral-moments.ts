import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { ViralMomentSort, ViralMomentsResponse } from '@ps/shared/social';
import { socialKeys } from './social-keys';

/** Spec 2: viral moments refetch every 30 seconds (react-query pauses this while the page is hidden). */
export const VIRAL_REFETCH_MS = 30_000;

export const getViralMoments = (sort: ViralMomentSort, signal?: AbortSignal) =>
  apiRequest<ViralMomentsResponse>(`/api/social/viral-moments?sort=${sort}`, { signal });

export const viralMomentsQuery = (sort: ViralMomentSort) =>
  queryOptions({
    queryKey: socialKeys.viral(sort),
    queryFn: ({ signal }) => getViralMoments(sort, signal),
    refetchInterval: VIRAL_REFETCH_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });

export const useViralMoments = (sort: ViralMomentSort) => useQuery(viralMomentsQuery(sort));
