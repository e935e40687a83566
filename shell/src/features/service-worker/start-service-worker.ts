import { WorkerMessage } from '../../service-worker/worker-messages';
import { watchForUpdates } from './offer-reload';

const SERVICE_WORKER_URL = '/sw.js';

/** Spec 3 §7: the page asks its worker to prune old caches every 30 minutes. */
export const CACHE_CLEANUP_INTERVAL_MS = 30 * 60 * 1000;

function keepWorkerTidy(registration: ServiceWorkerRegistration): void {
  setInterval(() => {
    navigator.serviceWorker.controller?.postMessage({ type: WorkerMessage.cacheCleanup });
    // A tab left open for hours learns of new versions too, not only on the next navigation.
    registration.update().catch(() => undefined);
  }, CACHE_CLEANUP_INTERVAL_MS);
}

async function register(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    watchForUpdates(registration);
    keepWorkerTidy(registration);
  } catch (error) {
    console.warn('The service worker could not be registered', error);
  }
}

/**
 * Registers /sw.js once the page has loaded and the browser is idle, so the worker's own
 * downloads never compete with the first load. Dev servers build in memory and serve no
 * worker, and one there would only serve stale code.
 */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const whenIdle = (task: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task) : setTimeout(task, 0);
  const start = () => whenIdle(() => void register());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
