export { chromeOf, findRouteGroup, ROUTE_GROUPS, STORE_SEARCH_PATH, type RouteGroup } from './route-groups';
export { INFO_PAGES, PRIVACY_POLICY_ALIAS, type InfoPagePath } from './info-pages';
export {
  APP_BUILD_ID,
  dropFirstScreen,
  FIRST_SCREEN_DATA_ID,
  readFirstScreen,
  type FirstScreenData,
  type FirstScreenQuery,
} from './first-screen';
