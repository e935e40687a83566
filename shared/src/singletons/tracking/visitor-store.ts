import { create } from 'zustand';
import type { TrackedEvent } from './tracked-event';
import type { VisitorProfile } from './visitor-profile';

interface VisitorState {
  /** null without tracking consent. */
  profile: VisitorProfile | null;
  events: TrackedEvent[];
  /** This page load's deepest recorded scroll depth. */
  deepestScrollDepth: number;
}

export const NO_VISITOR: VisitorState = { profile: null, events: [], deepestScrollDepth: 0 };

/** Written only by the tracking module; remotes read it (profile insights, personalization, experiments). */
export const useVisitorStore = create<VisitorState>(() => NO_VISITOR);

export const selectVisitorId = (state: VisitorState): string | null => state.profile?.userId ?? null;
