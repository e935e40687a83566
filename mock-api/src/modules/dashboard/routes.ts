import { dashboardQuerySchema } from '@ps/shared/console-schemas';
import { parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { DashboardService } from './service';

/** GET /api/admin/dashboard?period=: the console's first screen; its figures need the 'orders.view' permission. */
export function addDashboardRoutes(table: AdminRouteTable, dashboard: DashboardService): void {
  table.add({ method: 'get', path: '/dashboard', permission: 'orders.view' }, async (req, res) => {
    const { period } = parseQuery(dashboardQuerySchema, req);
    res.json(await dashboard.dashboard(period));
  });
}
