export { chromeOf, findRouteGroup, ROUTE_GROUPS, STORE_SEARCH_PATH, type RouteGroup } from './route-groups';
export { FAN_PHOTO_TERMS_PATH, INFO_PAGES, PRIVACY_POLICY_ALIAS, type InfoPagePath } from './info-pages';
export {
  APP_BUILD_ID,
  dropFirstScreen,
  FIRST_SCREEN_DATA_ID,
  readFirstScreen,
  type FirstScreenData,
  type FirstScreenQuery,
} from './first-screen';
export {
  HELD_TAP_ATTRIBUTE,
  HELD_TAP_GLOBAL,
  HELD_TAP_LIMIT_MS,
  HELD_TAP_STYLE,
  HOLD_TAPS_SCRIPT,
  type HeldTap,
  type TapHolder,
} from './held-tap';
