import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminReleaseResponse, AdminReleasesQuery, AdminReleasesResponse, ReleaseBody } from '@ps/shared/schemas';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const adminReleaseKeys = {
  all: ['admin-releases'] as const,
  list: (query: Required<AdminReleasesQuery>) => [...adminReleaseKeys.all, 'list', query] as const,
};

/** GET /api/admin/releases: one page of releases, newest first. */
export const getAdminReleases = ({ limit, offset }: Required<AdminReleasesQuery>, signal?: AbortSignal) =>
  authRequest<AdminReleasesResponse>(`/api/admin/releases?limit=${limit}&offset=${offset}`, { signal });

export const adminReleasesQueryOptions = (query: Required<AdminReleasesQuery>) =>
  queryOptions({
    queryKey: adminReleaseKeys.list(query),
    queryFn: ({ signal }) => getAdminReleases(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminReleases = (query: Required<AdminReleasesQuery>) => useQuery(adminReleasesQueryOptions(query));

export const saveRelease = ({ id, body }: { id: number | null; body: ReleaseBody }) =>
  id === null
    ? authRequest<AdminReleaseResponse>('/api/admin/releases', { method: 'POST', body })
    : authRequest<AdminReleaseResponse>(`/api/admin/releases/${id}`, { method: 'PUT', body });

export const deleteRelease = (id: number) => authRequest<void>(`/api/admin/releases/${id}`, { method: 'DELETE' });

export const useSaveRelease = () => useRefreshingMutation(adminReleaseKeys.all, saveRelease);
export const useDeleteRelease = () => useRefreshingMutation(adminReleaseKeys.all, deleteRelease);
