import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { SocialPostFilter, SocialPostsResponse } from '@ps/shared/social';
import { socialKeys } from './social-keys';

export const getPosts = (filter: SocialPostFilter, signal?: AbortSignal) =>
  apiRequest<SocialPostsResponse>(`/api/social/posts?filter=${filter}`, { signal });

export const postsQuery = (filter: SocialPostFilter) =>
  queryOptions({ queryKey: socialKeys.posts(filter), queryFn: ({ signal }) => getPosts(filter, signal) });

export const usePosts = (filter: SocialPostFilter) => useQuery(postsQuery(filter));
