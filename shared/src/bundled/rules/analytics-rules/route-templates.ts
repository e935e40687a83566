import { isConsolePath } from './console-path';

/*
 * Web Vitals are reported per route template, never per address: an address can carry an order number, a
 * search or a token, and a template only names the page (issue 24). The server refuses anything not listed.
 */

/** Fan pages without a variable part: reported as their own path. */
const FIXED_ROUTES = [
  '/',
  '/newsletter/confirm',
  '/social',
  '/social/overview',
  '/social/viral',
  '/social/instagram',
  '/social/community',
  '/social/fan-photos',
  '/social/share',
  '/store',
  '/store/search',
  '/cart',
  '/checkout',
  '/account/orders',
  '/account/sign-in',
  '/account/register',
  '/account/confirm',
  '/account/forgot-password',
  '/account/reset-password',
  '/track',
  '/contact',
  '/shipping',
  '/returns',
  '/terms',
  '/fan-photo-terms',
  '/faq',
  '/press',
  '/privacy',
  '/privacy-policy',
] as const;

/** Pages with a variable part, by the template that names them. */
const VARIABLE_ROUTES = [
  { template: '/store/category/:slug', pattern: /^\/store\/category\/[^/]+$/ },
  { template: '/store/:slug', pattern: /^\/store\/[^/]+$/ },
  { template: '/account/orders/:orderNumber', pattern: /^\/account\/orders\/[^/]+$/ },
  { template: '/track/:orderNumber', pattern: /^\/track\/[^/]+$/ },
  { template: '/checkout/:step', pattern: /^\/checkout\/.+$/ },
] as const;

/** Any other fan address (a page that was not found, an old link): counted, never named. */
export const OTHER_ROUTE = '(other)';

export const ROUTE_TEMPLATES: readonly string[] = [
  ...FIXED_ROUTES,
  ...VARIABLE_ROUTES.map((route) => route.template),
  OTHER_ROUTE,
];

export const isRouteTemplate = (value: unknown): value is string =>
  typeof value === 'string' && ROUTE_TEMPLATES.includes(value);

/** The template of a fan page's path; null for the staff console, whose speed is not the fans'. */
export function routeTemplateOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isConsolePath(path)) return null;
  if ((FIXED_ROUTES as readonly string[]).includes(path)) return path;
  return VARIABLE_ROUTES.find((route) => route.pattern.test(path))?.template ?? OTHER_ROUTE;
}
