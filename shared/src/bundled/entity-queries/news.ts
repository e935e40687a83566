import { apiRequest } from '@ps/shared/api';
import type { NewsPost, NewsResponse } from '@ps/shared/schemas';

export const newsKeys = {
  all: ['news'] as const,
  /** `NewsPost[]`: the latest published posts, newest first. */
  latest: (limit: number) => [...newsKeys.all, 'latest', { limit }] as const,
};

export const newsPaths = {
  latest: (limit: number) => `/api/news?limit=${limit}`,
};

export const requestLatestNews = async (limit: number, signal?: AbortSignal): Promise<NewsPost[]> =>
  (await apiRequest<NewsResponse>(newsPaths.latest(limit), { signal })).news;
