import { useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminReleaseResponse, AdminReleasesQuery, AdminReleasesResponse, ReleaseBody } from '@ps/shared/schemas';
import { listPageQueryOptions, saveRecord } from '../../../lib/record-api/record-requests';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const adminReleaseKeys = {
  all: ['admin-releases'] as const,
  list: (query: Required<AdminReleasesQuery>) => [...adminReleaseKeys.all, 'list', query] as const,
};

/** GET /api/admin/releases: one page of releases, newest first. */
export const getAdminReleases = ({ limit, offset }: Required<AdminReleasesQuery>, signal?: AbortSignal) =>
  authRequest<AdminReleasesResponse>(`/api/admin/releases?limit=${limit}&offset=${offset}`, { signal });

export const adminReleasesQueryOptions = (query: Required<AdminReleasesQuery>) =>
  listPageQueryOptions(adminReleaseKeys.list, query, getAdminReleases);

export const useAdminReleases = (query: Required<AdminReleasesQuery>) => useQuery(adminReleasesQueryOptions(query));

export const saveRelease = (record: { id: number | null; body: ReleaseBody }) =>
  saveRecord<AdminReleaseResponse>('/api/admin/releases', record);

export const deleteRelease = (id: number) => authRequest<void>(`/api/admin/releases/${id}`, { method: 'DELETE' });

export const useSaveRelease = () => useRefreshingMutation(adminReleaseKeys.all, saveRelease);
export const useDeleteRelease = () => useRefreshingMutation(adminReleaseKeys.all, deleteRelease);
