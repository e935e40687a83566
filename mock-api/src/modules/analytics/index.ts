export { addAnalyticsRoutes } from './admin-routes';
export { analyticsRouter } from './routes';
export { type AnalyticsService, createAnalyticsService } from './service';
