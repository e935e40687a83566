import { isConsolePath, type WebVitalMetric } from '@ps/shared/rules';
import { selectAllowsAnalytics, useConsentStore } from '@ps/shared/consent';
import { analyticsQueue } from './analytics-queue';
import { WEB_VITAL_EVENT, type TrackedEvent } from './tracked-event';

/** The part of a web-vitals report that is sent. */
export interface VitalReport {
  name: WebVitalMetric;
  value: number;
}

type OnVital = (report: (vital: VitalReport) => void) => void;

/** The web-vitals functions this page registers, and the route templates; the chunk loads only after consent. */
export interface VitalsLibrary {
  onLCP: OnVital;
  onINP: OnVital;
  onCLS: OnVital;
  onTTFB: OnVital;
  routeTemplateOf: (pathname: string) => string | null;
}

const loadWebVitals = (): Promise<VitalsLibrary> => import(/* webpackChunkName: "web-vitals" */ './web-vitals-chunk');

/** Times in whole milliseconds; CLS is a score, kept to four decimals. */
const rounded = ({ name, value }: VitalReport) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** The event for one vital: the route's template, never its address; an id for this load only, kept nowhere. */
export function webVitalEvent(vital: VitalReport, route: string, loadId: string, now = new Date()): TrackedEvent {
  return {
    eventType: WEB_VITAL_EVENT,
    value: rounded(vital),
    metadata: { metric: vital.name, route },
    timestamp: now.toISOString(),
    sessionId: loadId,
  };
}

/**
 * Call once when the page starts (the shell does). With analytics consent, now or given later on this page, loads
 * web-vitals and queues LCP, INP, CLS and TTFB of this page load for the analytics beacon, under the template of the
 * route the page loaded on (the library measures the load, not later in-app navigations). Without consent nothing
 * loads and nothing is sent; the queue drops what comes after a withdrawal. The staff console reports nothing.
 */
export function startWebVitalsReporting(load: () => Promise<VitalsLibrary> = loadWebVitals): () => void {
  const { pathname } = window.location;
  if (isConsolePath(pathname)) return () => undefined;
  const loadId = crypto.randomUUID();
  let started = false;
  const reportUnder = (route: string) => (vital: VitalReport) => {
    analyticsQueue.enqueue(webVitalEvent(vital, route, loadId));
    // CLS, INP and LCP arrive as the page is hidden, maybe after the queue's own flush: send them now.
    if (document.visibilityState === 'hidden') analyticsQueue.flush();
  };
  const startOnConsent = (allowed: boolean) => {
    if (!allowed || started) return;
    started = true;
    load()
      .then((vitals) => {
        // The address the page loaded on, read at start: the router may have moved on since.
        const route = vitals.routeTemplateOf(pathname);
        if (route === null) return;
        const report = reportUnder(route);
        [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onTTFB].forEach((on) => on(report));
      })
      .catch(() => undefined);
  };
  startOnConsent(selectAllowsAnalytics(useConsentStore.getState()));
  const unsubscribe = useConsentStore.subscribe((state) => {
    startOnConsent(selectAllowsAnalytics(state));
    if (started) unsubscribe();
  });
  return unsubscribe;
}
