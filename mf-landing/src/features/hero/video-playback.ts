export type VideoState = 'playing' | 'paused' | 'ended' | 'battery-saver' | 'unavailable';

export interface VideoConditions {
  failed: boolean;
  /** The loop has played its span (use-canvas-loop.ts) and holds its last frame until played again. */
  ended: boolean;
  inView: boolean;
  /** The tab is showing (not hidden behind another tab or a locked screen). */
  pageVisible: boolean;
  reducedMotion: boolean;
  lowBattery: boolean;
  /** What the visitor chose with the play/pause button, if anything; it beats the automatic rules. */
  userChoice: 'play' | 'pause' | null;
}

/**
 * Spec 1 §4 "Background video": plays only while in view; paused under reduced
 * motion; no autoplay on a low battery; a failure shows the poster. Issue 24: it
 * also rests while the tab is hidden and once its short span has played.
 */
export function videoState(conditions: VideoConditions): VideoState {
  const { failed, ended, inView, pageVisible, reducedMotion, lowBattery, userChoice } = conditions;
  if (failed) return 'unavailable';
  if (userChoice === 'pause') return 'paused';
  if (ended) return 'ended';
  if (userChoice === null && reducedMotion) return 'paused';
  if (userChoice === null && lowBattery) return 'battery-saver';
  return inView && pageVisible ? 'playing' : 'paused';
}

export const VIDEO_MESSAGES: Partial<Record<VideoState, string>> = {
  'battery-saver': 'Video paused to preserve battery',
  unavailable: 'Video unavailable',
};
