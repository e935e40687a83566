export { addAnalyticsRoutes } from './admin-routes';
export { createFiguresRepository } from './figures-repository';
export { createAnalyticsRepository } from './repository';
export { analyticsRouter } from './routes';
export { type AnalyticsService, createAnalyticsService } from './service';
