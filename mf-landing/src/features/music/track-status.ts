import type { PlayerState } from './player/player-state';

const LABELS = {
  idle: 'Preview',
  loading: 'Loading…',
  playing: 'Playing',
  paused: 'Paused',
  stopped: 'Stopped',
  ended: 'Preview ended',
  error: 'Preview Unavailable',
} as const;

/**
 * The words a track row shows (and announces) for its player's state. A sketch is a riff synthesized
 * from the song's plan, not the recording, and says so until it plays.
 */
export const trackStatusLabel = (state: PlayerState, sketch: boolean): string =>
  state.status === 'idle' && sketch ? 'Sketch preview' : LABELS[state.status];
