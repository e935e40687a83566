export { type DashboardRange, dashboardRange } from './dashboard-range';
export { createDashboardRepository } from './repository';
export { addDashboardRoutes } from './routes';
export { createDashboardService, type DashboardService } from './service';
