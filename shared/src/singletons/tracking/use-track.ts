import { useCallback } from 'react';
import { track } from './track';
import type { EventType, TrackDetails } from './tracked-event';

/** `track` for components; a section passes its name once instead of on every call. */
export function useTrack(sectionName?: string): (eventType: EventType, details?: TrackDetails) => void {
  return useCallback(
    (eventType: EventType, details: TrackDetails = {}) => track(eventType, { sectionName, ...details }),
    [sectionName],
  );
}
