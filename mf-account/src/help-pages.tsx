import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '@ps/shared/ui';

/** Help pages load on their first visit, so the orders and tracking pages do not carry them (decision 007). */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function HelpPage() {
    return (
      <Suspense fallback={<PageLoader label="Loading the page…" />}>
        <Page />
      </Suspense>
    );
  };
}

export const ContactPage = lazyPage(async () => (await import('./features/contact/contact-page')).ContactPage);
export const ShippingPage = lazyPage(async () => (await import('./features/info-pages/shipping-page')).ShippingPage);
export const ReturnsPage = lazyPage(async () => (await import('./features/info-pages/returns-page')).ReturnsPage);
export const TermsPage = lazyPage(async () => (await import('./features/info-pages/terms-page')).TermsPage);
export const PrivacyPage = lazyPage(async () => (await import('./features/info-pages/privacy-page')).PrivacyPage);
