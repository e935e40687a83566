import { Route, Routes } from '@ps/shared/router';
import { RemoteRoot } from '@ps/shared/remote';
import { NotFoundPage } from '@ps/shared/ui';
import { ConfirmSubscriptionPage } from './features/newsletter-confirm/confirm-subscription-page';
import { LandingPage } from './pages/landing-page';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

export default function LandingRoutes() {
  return (
    <RemoteRoot name="mf-landing">
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="newsletter/confirm" element={<ConfirmSubscriptionPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
