import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { startVisitorTracking, startWebVitalsReporting } from '@ps/shared/tracking';
import { replayHeldTap, takeHeldTap } from '../features/held-tap';
import {
  errorOriginOf,
  loadRemotesConfig,
  prepareFirstScreen,
  preloadRouteGroupAt,
  registerRemoteEntries,
} from '../features/remotes';
import { startServiceWorker } from '../features/service-worker';
import { App } from './app';
import { hydrateInSlices } from './hydrate-in-slices';
import { adoptServerStyles } from './server-styles/adopt-server-styles';

export function startShell(): void {
  adoptServerStyles(document);
  startVisitorTracking();
  startWebVitalsReporting();
  // The header and footer draw while the remotes config and the arrival route's remote load.
  void registerRemoteEntries();
  // Only a site with SENTRY_DSN downloads even the error listeners (decision 054).
  void loadRemotesConfig().then(({ errorReports }) => {
    if (errorReports)
      void import(/* webpackChunkName: "error-listeners" */ '../features/error-reports').then(({ startErrorReports }) =>
        startErrorReports(errorReports, errorOriginOf),
      );
  });
  preloadRouteGroupAt(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  void prepareFirstScreen(window.location.pathname).then((canHydrate) => {
    // A tap on the inert screen, taken before React reads the markup it marked as pressed.
    const heldTap = takeHeldTap();
    if (canHydrate) {
      // React keeps the server's DOM and, on a mismatch, draws that part afresh by itself (decision 028).
      hydrateInSlices(container, <App />);
    } else {
      // A screen from another build (or none) is replaced in one commit, so no loader shows in between.
      const root = createRoot(container);
      flushSync(() => root.render(<App />));
    }
    // React replays a click it gets while hydrating; before this point there was nothing to get it.
    container.removeAttribute('inert');
    // Replayed only on the markup the fan saw: a screen drawn afresh (or a failed remote) lets it go.
    if (canHydrate && heldTap) replayHeldTap(heldTap);
  });
  startServiceWorker();
}
