import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasBrowserSessionId } from '@ps/shared/api';
import { useSingletonLoaded } from '@ps/shared/remote';
import { CartLinkView } from './cart-link-view';

const LiveCartLink = lazy(() => import('./live-cart-link'));

const noChanges = () => () => undefined;
/** A page drawn on the server has no cart; hydration draws the same, then the browser's own answer. */
const noSessionOnTheServer = () => false;

/**
 * A browser without a session id has never had a cart, so its count is 0 until some
 * remote loads the cart (the store, the cart page); from then on the count is live.
 */
export function CartLink() {
  const hadSession = useSyncExternalStore(noChanges, hasBrowserSessionId, noSessionOnTheServer);
  const cartOnPage = useSingletonLoaded('cart');
  if (!hadSession && !cartOnPage) return <CartLinkView count={0} />;
  return (
    <Suspense fallback={<CartLinkView count={0} />}>
      <LiveCartLink />
    </Suspense>
  );
}
