import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { startVisitorTracking } from '@ps/shared/tracking';
import { preloadRouteGroupAt, registerRemoteEntries, takeOverFirstScreen } from '../features/remotes';
import { startServiceWorker } from '../features/service-worker';
import { App } from './app';

export function startShell(): void {
  startVisitorTracking();
  // The header and footer draw while the remotes config and the arrival route's remote load.
  void registerRemoteEntries();
  preloadRouteGroupAt(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  // A first screen drawn by the server stays in place until the page can draw the same (decision 026).
  void takeOverFirstScreen(window.location.pathname).then(() => {
    const root = createRoot(container);
    flushSync(() => root.render(<App />));
    container.removeAttribute('inert');
  });
  startServiceWorker();
}
