import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { DashboardPeriod, DashboardResponse } from '@ps/shared/console-schemas';

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  period: (period: DashboardPeriod) => [...dashboardKeys.all, period] as const,
};

export const getDashboard = (period: DashboardPeriod, signal?: AbortSignal) =>
  authRequest<DashboardResponse>(`/api/admin/dashboard?period=${period}`, { signal });

export const dashboardQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.period(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    // Switching periods keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQueryOptions(period));
