import { createRoot } from 'react-dom/client';
import { startVisitorTracking } from '@ps/shared/tracking';
import { preloadRouteGroupAt, registerRemoteEntries } from '../features/remotes';
import { startServiceWorker } from '../features/service-worker';
import { App } from './app';

export function startShell(): void {
  startVisitorTracking();
  // The header and footer draw while the remotes config and the arrival route's remote load.
  void registerRemoteEntries();
  preloadRouteGroupAt(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  createRoot(container).render(<App />);
  startServiceWorker();
}
