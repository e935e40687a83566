import { useConsentStore } from '@ps/shared/consent';
import { analyticsQueue } from './analytics-queue';
import { reportToAnalyticsTag } from './analytics-tag';
import { appendEvent } from './event-retention';
import { isDeeperScroll, learnFromEvent } from './profile-learning';
import { startVisitorTracking } from './start-visitor-tracking';
import { storeEvents, storeProfile } from './stored-visitor-data';
import { getTabSessionId } from './tab-session-id';
import { pickTrackDetails, type EventType, type TrackDetails, type TrackedEvent } from './tracked-event';
import { useVisitorStore } from './visitor-store';

const toTagParams = ({ elementId, sectionName, value, metadata }: TrackedEvent): Record<string, unknown> => ({
  ...metadata,
  element_id: elementId,
  section_name: sectionName,
  value,
});

/**
 * Records one event: stored locally and learned from with allowTracking, and
 * also queued for the server and the analytics tag with allowAnalytics.
 * Without allowTracking it does nothing at all.
 */
export function track(eventType: EventType, details: TrackDetails = {}): void {
  if (!useConsentStore.getState().record?.allowTracking) return;
  // Standalone remote pages have no shell to start tracking for them.
  startVisitorTracking();
  const { profile, events, deepestScrollDepth } = useVisitorStore.getState();
  if (!profile) return;

  const picked = pickTrackDetails(details);
  const scrollDepth = eventType === 'scroll_depth' ? picked.value : undefined;
  if (eventType === 'scroll_depth' && !isDeeperScroll(scrollDepth, deepestScrollDepth)) return;

  const event: TrackedEvent = {
    eventType,
    ...picked,
    timestamp: new Date().toISOString(),
    sessionId: getTabSessionId(),
    userId: profile.userId,
  };
  const nextEvents = appendEvent(events, event);
  const nextProfile = learnFromEvent(profile, event, nextEvents);
  storeEvents(nextEvents);
  storeProfile(nextProfile);
  useVisitorStore.setState({
    profile: nextProfile,
    events: nextEvents,
    deepestScrollDepth: scrollDepth ?? deepestScrollDepth,
  });
  analyticsQueue.enqueue(event);
  reportToAnalyticsTag(eventType, toTagParams(event));
}
