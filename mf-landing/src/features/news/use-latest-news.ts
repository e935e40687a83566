import { newsKeys, requestLatestNews } from '@ps/shared/entity-queries';
import { NEWS_PUBLIC_LIMIT } from '@ps/shared/rules';
import { pageResource } from '@ps/shared/page-resource';

/** As many posts as "What's happening" has cards. */
export const LANDING_NEWS_COUNT = NEWS_PUBLIC_LIMIT.default;

/**
 * The band's latest published posts, newest first, as staff last saved them. The landing's own
 * loader rather than react-query: that would add its share-scope entries to `/`'s first load (decision 035).
 */
export const useLatestNews = pageResource(newsKeys.latest(LANDING_NEWS_COUNT), () =>
  requestLatestNews(LANDING_NEWS_COUNT),
);
