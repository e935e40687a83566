import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminAnalytics, AdminWebVitals, DashboardPeriod } from '@ps/shared/console-schemas';
import type { ShareCounts } from '@ps/shared/social';

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  period: (period: DashboardPeriod) => [...analyticsKeys.all, period] as const,
  webVitals: (period: DashboardPeriod) => [...analyticsKeys.all, 'web-vitals', period] as const,
};

export const getAnalytics = (period: DashboardPeriod, signal?: AbortSignal) =>
  authRequest<AdminAnalytics>(`/api/admin/analytics?period=${period}`, { signal });

export const analyticsQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.period(period),
    queryFn: ({ signal }) => getAnalytics(period, signal),
    // Switching periods keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (period: DashboardPeriod) => useQuery(analyticsQueryOptions(period));

/** GET /api/admin/analytics/shares: all-time counts (shares are not dated), so no period in the key. */
export const useShareCounts = () =>
  useQuery({
    queryKey: [...analyticsKeys.all, 'shares'] as const,
    queryFn: ({ signal }) => authRequest<ShareCounts>('/api/admin/analytics/shares', { signal }),
  });

/** GET /api/admin/analytics/web-vitals?period=: fans' Core Web Vitals at the 75th percentile per route and day. */
export const webVitalsQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.webVitals(period),
    queryFn: ({ signal }) =>
      authRequest<AdminWebVitals>(`/api/admin/analytics/web-vitals?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useWebVitals = (period: DashboardPeriod) => useQuery(webVitalsQueryOptions(period));
