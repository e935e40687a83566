import { QueryProvider } from '@ps/shared/query';
import { Route, Routes } from '@ps/shared/router';
import { RemoteRoot } from '@ps/shared/remote';
import { NotFoundPage } from '@ps/shared/ui';
import { SocialPage } from './pages/social-page';

export default function SocialRoutes() {
  return (
    <RemoteRoot name="mf-social">
      <QueryProvider>
        <Routes>
          <Route path="social" element={<SocialPage />} />
          <Route path="social/:tab" element={<SocialPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </QueryProvider>
    </RemoteRoot>
  );
}
