import { clearPersonalData, useConsentStore, type ConsentRecord } from '@ps/shared/consent';
import { analyticsQueue } from './analytics-queue';
import { applyConsentToProfile, beginTrackedVisit } from './begin-tracked-visit';
import { forgetTabSessionId } from './tab-session-id';
import { NO_VISITOR, useVisitorStore } from './visitor-store';

let stopTracking: (() => void) | null = null;

/** Storage is already cleared by the consent store; this drops what this page still holds in memory. */
function forgetVisitor(): void {
  analyticsQueue.clear();
  forgetTabSessionId();
  useVisitorStore.setState(NO_VISITOR);
}

function followConsent(record: ConsentRecord | null, previous: ConsentRecord | null): void {
  if (record === previous) return;
  if (!record?.allowTracking) {
    forgetVisitor();
    return;
  }
  if (previous?.allowTracking) applyConsentToProfile(record);
  else beginTrackedVisit(record);
  if (!record.allowAnalytics) analyticsQueue.clear();
}

const flushWhenHidden = (): void => {
  if (document.visibilityState === 'hidden') analyticsQueue.flush();
};

/**
 * Call once when the page starts (the shell does). Loads and validates the stored
 * profile, counts the session, follows consent changes and sends queued events
 * when the page is hidden. Safe to call again; returns a stop function.
 */
export function startVisitorTracking(): () => void {
  if (stopTracking) return stopTracking;
  const { record } = useConsentStore.getState();
  // Without consent nothing may stay stored, whatever an earlier visit left (spec 1 §4).
  if (record?.allowTracking) beginTrackedVisit(record);
  else clearPersonalData();

  const unsubscribe = useConsentStore.subscribe((state, previous) => followConsent(state.record, previous.record));
  window.addEventListener('pagehide', analyticsQueue.flush);
  document.addEventListener('visibilitychange', flushWhenHidden);

  stopTracking = () => {
    unsubscribe();
    window.removeEventListener('pagehide', analyticsQueue.flush);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    analyticsQueue.flush();
    stopTracking = null;
  };
  return stopTracking;
}
