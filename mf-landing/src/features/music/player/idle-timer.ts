/** Spec 1 §9: the audio engine suspends after 30 s without playback. */
export const AUDIO_IDLE_MS = 30_000;

/** Calls `onIdle` once `ms` pass after `idle()` without a `busy()` in between. */
export function createIdleTimer(onIdle: () => void, ms = AUDIO_IDLE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    busy(): void {
      clearTimeout(timer);
      timer = undefined;
    },
    idle(): void {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    },
  };
}
