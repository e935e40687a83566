import { useCartItemCount } from '@ps/shared/cart';
import { QueryProvider } from '@ps/shared/query';
import { CartLinkView } from './cart-link-view';

function CountedCartLink() {
  return <CartLinkView count={useCartItemCount()} />;
}

/** The server's count; loaded on its own so that a page without a cart never downloads react-query. */
export default function LiveCartLink() {
  return (
    <QueryProvider>
      <CountedCartLink />
    </QueryProvider>
  );
}
