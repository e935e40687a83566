import { lazy, Suspense, useEffect } from 'react';
import { useAccountSession } from '@ps/shared/account';
import { usePageMeta } from '@ps/shared/seo';
import { useFreshCart } from '../../lib/checkout-api/use-fresh-cart';
import { CheckoutLayout } from '../../ui/checkout-layout';
import { CustomerFormPlaceholder } from './customer-form-placeholder';

const loadCustomerForm = () => import('./customer-form');
const CustomerForm = lazy(() => loadCustomerForm().then((module) => ({ default: module.CustomerForm })));

export function CustomerStep() {
  usePageMeta({ title: 'Checkout', description: 'Check out as a guest or create an account.' });
  const account = useAccountSession();
  // The form and react-hook-form download beside the session once the cart shows lines; an empty cart is sent
  // back to /cart without them (decision 030).
  const hasLines = (useFreshCart().data?.items.length ?? 0) > 0;
  useEffect(() => {
    if (hasLines) loadCustomerForm().catch(() => undefined);
  }, [hasLines]);
  return (
    <CheckoutLayout step="cart" title="Checkout" formLoading={<CustomerFormPlaceholder />}>
      {(session) =>
        account.status === 'checking' ? (
          <CustomerFormPlaceholder />
        ) : (
          <Suspense fallback={<CustomerFormPlaceholder />}>
            <CustomerForm session={session} user={account.status === 'signed-in' ? account.user : undefined} />
          </Suspense>
        )
      }
    </CheckoutLayout>
  );
}
