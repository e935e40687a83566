import { dashboardQuerySchema } from '@ps/shared/console-schemas';
import { parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { AnalyticsService } from './service';

/**
 * GET /api/admin/analytics?period= and /analytics/web-vitals?period=: the band's figures are for staff only, like
 * the dashboard's.
 */
export function addAnalyticsRoutes(table: AdminRouteTable, analytics: AnalyticsService): void {
  table.add({ method: 'get', path: '/analytics', permission: 'orders.view' }, async (req, res) => {
    const { period } = parseQuery(dashboardQuerySchema, req);
    res.json(await analytics.analytics(period));
  });
  table.add({ method: 'get', path: '/analytics/web-vitals', permission: 'orders.view' }, async (req, res) => {
    const { period } = parseQuery(dashboardQuerySchema, req);
    res.json(await analytics.webVitals(period));
  });
}
