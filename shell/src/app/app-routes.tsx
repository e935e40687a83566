import { Route, Routes } from '@ps/shared/router';
import { SiteLayout } from '../features/layout';
import { RouteGroupOutlet } from '../features/remotes';
import { useScrollRestoration } from '../features/scroll-restoration';

/**
 * One splat route: the route-group table picks the remote, and each remote's
 * own <Routes> matches the rest of the path relative to the site root.
 */
export function AppRoutes() {
  useScrollRestoration();
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="*" element={<RouteGroupOutlet />} />
      </Route>
    </Routes>
  );
}
