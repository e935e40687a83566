import { toast } from '@ps/shared/ui';
import { WorkerMessage } from '../../service-worker/worker-messages';

export const UPDATE_PROMPT = 'New version available! Reload to update?';

let reloading = false;

/** Reloads once the new worker controls the page, so the page and its worker are one version. */
function reloadWhenControlled(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
}

/** Spec 3 §4's update prompt, as a toast that stays until the fan reloads or dismisses it. */
export function offerReload(waiting: ServiceWorker): void {
  toast({
    title: UPDATE_PROMPT,
    action: {
      label: 'Reload',
      onClick: () => {
        reloadWhenControlled();
        waiting.postMessage({ type: WorkerMessage.skipWaiting });
      },
    },
  });
}

/**
 * Offers the reload whenever a worker finishes installing while another one controls the page:
 * a new shell or remote version. The first install (no controller yet) is not an update.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
}
