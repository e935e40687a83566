export { type DashboardRange, dashboardRange } from './dashboard-range';
export { addDashboardRoutes } from './routes';
export { createDashboardService, type DashboardService } from './service';
