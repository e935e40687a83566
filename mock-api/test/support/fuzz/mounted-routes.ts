import type { Express } from 'express';

/** What Express 5's router (router 2.x) keeps of each mounted layer. */
interface Layer {
  rawPath?: string | string[];
  slash?: boolean;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const joinPaths = (prefix: string, path: string) => (prefix + (path === '/' ? '' : path) || '/').replace(/\/+/g, '/');

const pathsOf = (path: string | string[] | undefined) => (Array.isArray(path) ? path : [path ?? '/']);

function collect(stack: Layer[], prefix: string, into: string[]) {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method]);
      for (const path of pathsOf(layer.route.path)) {
        for (const method of methods) into.push(`${method.toUpperCase()} ${joinPaths(prefix, path)}`);
      }
    } else if (layer.handle?.stack) {
      for (const path of layer.slash ? ['/'] : pathsOf(layer.rawPath))
        collect(layer.handle.stack, joinPaths(prefix, path), into);
    }
  }
}

/** Every `METHOD /path/:param` the app answers through a route handler (static files and fallbacks are not routes). */
export function mountedRoutes(app: Express): string[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const routes: string[] = [];
  collect(router.stack, '', routes);
  return [...new Set(routes)].sort();
}
