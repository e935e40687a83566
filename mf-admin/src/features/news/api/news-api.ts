import { useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminNewsPostResponse, AdminNewsQuery, AdminNewsResponse, NewsPostBody } from '@ps/shared/schemas';
import { listPageQueryOptions, saveRecord } from '../../../lib/record-api/record-requests';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const adminNewsKeys = {
  all: ['admin-news'] as const,
  list: (query: Required<AdminNewsQuery>) => [...adminNewsKeys.all, 'list', query] as const,
};

/** GET /api/admin/news: one page of posts, newest first, all or only the published ones or the drafts. */
export const getAdminNews = ({ state, limit, offset }: Required<AdminNewsQuery>, signal?: AbortSignal) =>
  authRequest<AdminNewsResponse>(`/api/admin/news?state=${state}&limit=${limit}&offset=${offset}`, { signal });

export const adminNewsQueryOptions = (query: Required<AdminNewsQuery>) =>
  listPageQueryOptions(adminNewsKeys.list, query, getAdminNews);

export const useAdminNews = (query: Required<AdminNewsQuery>) => useQuery(adminNewsQueryOptions(query));

/** A new post is saved as a draft; an edited one keeps whether it is published. */
export const saveNewsPost = (record: { id: number | null; body: NewsPostBody }) =>
  saveRecord<AdminNewsPostResponse>('/api/admin/news', record);

export const setNewsPublished = ({ id, published }: { id: number; published: boolean }) =>
  authRequest<AdminNewsPostResponse>(`/api/admin/news/${id}/${published ? 'publish' : 'unpublish'}`, {
    method: 'POST',
  });

export const deleteNewsPost = (id: number) => authRequest<void>(`/api/admin/news/${id}`, { method: 'DELETE' });

export const useSaveNewsPost = () => useRefreshingMutation(adminNewsKeys.all, saveNewsPost);
export const useSetNewsPublished = () => useRefreshingMutation(adminNewsKeys.all, setNewsPublished);
export const useDeleteNewsPost = () => useRefreshingMutation(adminNewsKeys.all, deleteNewsPost);
