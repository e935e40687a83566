import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@ps/shared/router';
import { applyScrollTarget } from './apply-scroll-target';
import { scrollTargetOf } from './scroll-target';

interface Entry {
  key: string;
  pathname: string;
}

/**
 * The data router's ScrollRestoration for the site's BrowserRouter: the browser's own restoration runs
 * at popstate, before the page is drawn, so it is turned off. Positions live in memory only (no
 * storage on the device, so no consent question); a reload opens each entry like a new page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef<Entry | undefined>(undefined);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (current.current) positions.current.set(current.current.key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    // The first page is where the browser put it (the top, or its own restoration after a reload).
    if (!previous) return;
    const arrival = {
      kind: navigationType,
      pathname: location.pathname,
      hash: location.hash,
      saved: positions.current.get(location.key),
    };
    return applyScrollTarget(scrollTargetOf(arrival, previous.pathname));
    // A new history entry is a new key; the rest of the location comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
