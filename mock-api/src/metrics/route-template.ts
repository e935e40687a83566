import type { Request } from 'express';

const TEMPLATE = Symbol('route template');
const ROUTE = Symbol('route');

type WithTemplate = Request & { [TEMPLATE]?: string; [ROUTE]?: unknown };

/** Label of a request no route matched: static files, the shell page, 404s. */
export const NO_ROUTE = '(none)';

/**
 * Makes the app's requests remember their route template (`/api/products/:slug`) the moment the router picks a
 * route; call it with `app.request`, the prototype Express gives each of the app's requests. The router sets
 * `req.route` while `req.baseUrl` still names the mount path; both are gone by the time an error reaches the app's
 * error handler, and the raw path would give each product its own series. The accessor is defined once on the
 * prototype: one defined on each request gave every request a shape of its own, which every later property
 * lookup on it paid for, and a middleware installing it would be one more layer every request passes (decision 052).
 */
export function rememberRouteTemplates(requestPrototype: Request): void {
  Object.defineProperty(requestPrototype, 'route', {
    configurable: true,
    enumerable: true,
    get(this: WithTemplate) {
      return this[ROUTE];
    },
    set(this: WithTemplate, value: { path?: unknown } | undefined) {
      this[ROUTE] = value;
      const path = Array.isArray(value?.path) ? value.path.join('|') : value?.path;
      if (typeof path === 'string') this[TEMPLATE] = `${this.baseUrl}${path}`;
    },
  });
}

/** The site's fixed prefixes: an unmatched path under one is named by it, a bounded set of labels. */
const KNOWN_PREFIXES = ['/api/', '/remotes/'];

/**
 * The template of the route that answered; an unmatched request is named by its router's mount path
 * (`/api/products/*`), or else by a known prefix (`/api/*`), the rest by NO_ROUTE: never a raw URL.
 */
export function routeTemplateOf(req: Request): string {
  const template = (req as WithTemplate)[TEMPLATE];
  if (template !== undefined) return template;
  if (req.baseUrl) return `${req.baseUrl}/*`;
  const prefix = KNOWN_PREFIXES.find((each) => req.originalUrl.startsWith(each));
  return prefix ? `${prefix}*` : NO_ROUTE;
}
