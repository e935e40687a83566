import { Navigate, Route, Routes } from '@ps/shared/router';
import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { NotFoundPage } from '@ps/shared/ui';
import { AccountPage } from './features/account-page/account-page';
import { ConfirmEmailPage } from './features/confirm-email/confirm-email-page';
import { ConfirmEmailChangePage } from './features/email-change/confirm-email-change-page';
import { BalancePaymentPage } from './features/balance-payment/balance-payment-page';
import { BalanceReturnPage } from './features/balance-payment/balance-return-page';
import { OrderDetailPage } from './features/order-detail/order-detail-page';
import { OrderHistoryPage } from './features/order-history/order-history-page';
import { ForgotPasswordPage } from './features/password-reset/forgot-password-page';
import { ResetPasswordPage } from './features/password-reset/reset-password-page';
import { RegisterPage } from './features/register/register-page';
import { SignInPage } from './features/sign-in/sign-in-page';
import { TrackPage } from './features/order-tracking/track-page';
import { ContactPage } from './features/contact/contact-page';
import { FanPhotoTermsPage } from './features/info-pages/fan-photo-terms-page';
import { FaqPage } from './features/info-pages/faq-page';
import { PressKitPage } from './features/info-pages/press-kit-page';
import { PrivacyPage } from './features/info-pages/privacy-page';
import { ReturnsPage } from './features/info-pages/returns-page';
import { ReturnRequestPage } from './features/order-returns';
import { ShippingPage } from './features/info-pages/shipping-page';
import { TermsPage } from './features/info-pages/terms-page';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

/**
 * The account remote's routes; the page wraps them in its QueryClient, the prerender entry in one
 * per request. The help pages are not split off: the server draws them in one render, and the
 * page takes them over at once instead of showing a loader in place of the server's markup.
 */
export function AccountRouteTable() {
  return (
    <Routes>
      <Route path="account" element={<AccountPage />} />
      <Route path="account/sign-in" element={<SignInPage />} />
      <Route path="account/register" element={<RegisterPage />} />
      <Route path="account/confirm" element={<ConfirmEmailPage />} />
      <Route path="account/confirm-email-change" element={<ConfirmEmailChangePage />} />
      <Route path="account/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="account/reset-password" element={<ResetPasswordPage />} />
      <Route path="account/orders" element={<OrderHistoryPage />} />
      <Route path="account/orders/:orderNumber" element={<OrderDetailPage />} />
      <Route path="account/orders/:orderNumber/return" element={<ReturnRequestPage />} />
      <Route path="account/orders/:orderNumber/pay" element={<BalancePaymentPage />} />
      <Route path="account/orders/:orderNumber/pay/return" element={<BalanceReturnPage />} />
      <Route path="track" element={<TrackPage />} />
      <Route path="track/:orderNumber" element={<TrackPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="shipping" element={<ShippingPage />} />
      <Route path="returns" element={<ReturnsPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="fan-photo-terms" element={<FanPhotoTermsPage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route path="press" element={<PressKitPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="privacy-policy" element={<Navigate to="/privacy" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default function AccountRoutes() {
  return (
    <RemoteRoot name="mf-account">
      <QueryProvider>
        <AccountRouteTable />
      </QueryProvider>
    </RemoteRoot>
  );
}
