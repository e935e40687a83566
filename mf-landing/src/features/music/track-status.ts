import type { PlayerState } from './player/player-state';

const LABELS = {
  // The previews are synthesized riffs made from each song's plan (or staff uploads), not the recordings.
  idle: 'Sketch preview',
  loading: 'Loading…',
  playing: 'Playing',
  paused: 'Paused',
  stopped: 'Stopped',
  ended: 'Preview ended',
  error: 'Preview Unavailable',
} as const;

/** The words a track row shows (and announces) for its player's state. */
export const trackStatusLabel = (state: PlayerState): string => LABELS[state.status];
