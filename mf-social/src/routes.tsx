import { QueryProvider } from '@ps/shared/query';
import { Route, Routes } from '@ps/shared/router';
import { RemoteRoot } from '@ps/shared/remote';
import { NotFoundPage } from '@ps/shared/ui';
import { SocialPage } from './pages/social-page';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

/** The hub's routes; the page wraps them in its QueryClient, the prerender entry in one per request. */
export function SocialRouteTable() {
  return (
    <Routes>
      <Route path="social" element={<SocialPage />} />
      <Route path="social/:tab" element={<SocialPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default function SocialRoutes() {
  return (
    <RemoteRoot name="mf-social">
      <QueryProvider>
        <SocialRouteTable />
      </QueryProvider>
    </RemoteRoot>
  );
}
