export { findRouteGroup, ROUTE_GROUPS, type RouteGroup } from './route-groups';
