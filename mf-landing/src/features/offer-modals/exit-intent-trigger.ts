/** Spec 1 §9: the exit-intent delay. */
export const EXIT_INTENT_DELAY_MS = 1000;

interface Options {
  /** Shows the modal; false when it could not be shown now (another overlay is open), so it may fire later. */
  onTrigger: () => boolean;
  alreadyShown: () => boolean;
  markShown: () => void;
  delayMs?: number;
}

/**
 * Spec 1 §4: fires when the pointer leaves through the top of the window (after
 * a delay, cancelled if it comes back) or when the tab is hidden; once per visit.
 */
export function createExitIntentTrigger({
  onTrigger,
  alreadyShown,
  markShown,
  delayMs = EXIT_INTENT_DELAY_MS,
}: Options) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const fire = () => {
    cancel();
    if (fired || alreadyShown()) return;
    if (!onTrigger()) return;
    fired = true;
    markShown();
  };

  return {
    /** `clientY` of the pointer as it left; only leaving through the top counts. */
    pointerLeft(clientY: number): void {
      if (clientY > 0 || timer !== undefined) return;
      timer = setTimeout(fire, delayMs);
    },
    pointerReturned: cancel,
    tabHidden: fire,
    dispose: cancel,
  };
}
