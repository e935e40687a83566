import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { hasBrowserSessionId } from '@ps/shared/api';
import { useSingletonLoaded } from '@ps/shared/remote';
import { CartLinkView } from './cart-link-view';

const LiveCartCount = lazy(() => import('./live-cart-count'));

const noChanges = () => () => undefined;
/** A page drawn on the server has no cart; hydration draws the same, then the browser's own answer. */
const noSessionOnTheServer = () => false;

/**
 * A browser without a session id has never had a cart, so its count is 0 until some
 * remote loads the cart (the store, the cart page); from then on the count is live.
 * The link itself is always the same element, whichever count it shows (issue 24).
 */
export function CartLink() {
  const hadSession = useSyncExternalStore(noChanges, hasBrowserSessionId, noSessionOnTheServer);
  const cartOnPage = useSingletonLoaded('cart');
  const [liveCount, setLiveCount] = useState(0);
  const live = hadSession || cartOnPage;
  return (
    <>
      <CartLinkView count={live ? liveCount : 0} />
      {live && (
        <Suspense fallback={null}>
          <LiveCartCount onCount={setLiveCount} />
        </Suspense>
      )}
    </>
  );
}
