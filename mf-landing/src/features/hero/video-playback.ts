export type VideoState = 'playing' | 'paused' | 'battery-saver' | 'unavailable';

export interface VideoConditions {
  failed: boolean;
  inView: boolean;
  reducedMotion: boolean;
  lowBattery: boolean;
  /** What the visitor chose with the play/pause button, if anything; it beats the automatic rules. */
  userChoice: 'play' | 'pause' | null;
}

/**
 * Spec 1 §4 "Background video": plays only while in view; paused under reduced
 * motion; no autoplay on a low battery; a failure shows the poster.
 */
export function videoState({ failed, inView, reducedMotion, lowBattery, userChoice }: VideoConditions): VideoState {
  if (failed) return 'unavailable';
  if (userChoice === 'pause') return 'paused';
  if (userChoice === null && reducedMotion) return 'paused';
  if (userChoice === null && lowBattery) return 'battery-saver';
  return inView ? 'playing' : 'paused';
}

export const VIDEO_MESSAGES: Partial<Record<VideoState, string>> = {
  'battery-saver': 'Video paused to preserve battery',
  unavailable: 'Video unavailable',
};
