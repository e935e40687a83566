export { ProvisionalPage } from './provisional-page';
export { ProvisionalRoutes } from './provisional-routes';
