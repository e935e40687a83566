import { apiRequest } from '@ps/shared/api';
import type { Release, ReleasesResponse } from '@ps/shared/schemas';

export const releaseKeys = {
  all: ['releases'] as const,
  /** `Release[]`: every release, newest first. */
  list: () => [...releaseKeys.all, 'list'] as const,
};

export const releasePaths = { list: '/api/releases' };

export const requestReleases = async (signal?: AbortSignal): Promise<Release[]> =>
  (await apiRequest<ReleasesResponse>(releasePaths.list, { signal })).releases;
