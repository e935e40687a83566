import { selectAllowsAnalytics, useConsentStore } from '@ps/shared/consent';
import { sendEventsToApi } from './analytics-transport';
import { createEventSender } from './event-sender';

/** The page's one queue of events bound for the server; only with allowAnalytics (spec 1 §6). */
export const analyticsQueue = createEventSender({
  send: sendEventsToApi,
  isEnabled: () => selectAllowsAnalytics(useConsentStore.getState()),
});
