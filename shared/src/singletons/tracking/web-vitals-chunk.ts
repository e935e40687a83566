// Loaded only with analytics consent: the route templates travel with the library, off every first load.
export { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
export { routeTemplateOf } from '@ps/shared/rules';
