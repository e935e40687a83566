import { lazy, Suspense } from 'react';
import { Route, Routes } from '@ps/shared/router';
import { RemoteRoot } from '@ps/shared/remote';
import { NotFoundPage, PageLoader } from '@ps/shared/ui';
import { LandingPage } from './pages/landing-page';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

// Only opened from the confirmation e-mail; its form and schemas stay off the landing page's first load (decision 029).
const ConfirmSubscriptionPage = lazy(() =>
  import('./features/newsletter-confirm/confirm-subscription-page').then((module) => ({
    default: module.ConfirmSubscriptionPage,
  })),
);

export default function LandingRoutes() {
  return (
    <RemoteRoot name="mf-landing">
      <Routes>
        <Route index element={<LandingPage />} />
        <Route
          path="newsletter/confirm"
          element={
            <Suspense fallback={<PageLoader label="Loading the page…" />}>
              <ConfirmSubscriptionPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
