import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsKeys, requestLatestNews } from '@ps/shared/entity-queries';
import { NEWS_PUBLIC_LIMIT } from '@ps/shared/news-rules';

/** As many posts as "What's happening" has cards. */
export const LANDING_NEWS_COUNT = NEWS_PUBLIC_LIMIT.default;

export const latestNewsQueryOptions = (limit = LANDING_NEWS_COUNT) =>
  queryOptions({
    queryKey: newsKeys.latest(limit),
    queryFn: ({ signal }) => requestLatestNews(limit, signal),
  });

/** The band's latest published posts, newest first, as staff last saved them. */
export const useLatestNews = () => useQuery(latestNewsQueryOptions());
