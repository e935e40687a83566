import { Navigate, Route } from '@ps/shared/router';
import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/ui';

const PAGES = [
  { path: 'account/orders', title: 'Your Orders' },
  { path: 'account/orders/:orderNumber', title: 'Order details' },
  { path: 'track', title: 'Track your order' },
  { path: 'track/:orderNumber', title: 'Track your order' },
] as const;

export default function AccountRoutes() {
  return (
    <RemoteRoot name="mf-account">
      <ProvisionalRoutes pages={PAGES}>
        <Route path="account" element={<Navigate to="/account/orders" replace />} />
      </ProvisionalRoutes>
    </RemoteRoot>
  );
}
