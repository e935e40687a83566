/** Spec 1 §9: the exit-intent delay. */
export const EXIT_INTENT_DELAY_MS = 1000;

interface Options {
  /** Shows the modal; false when it may not show now (rules, another overlay), so it may fire later. */
  onTrigger: () => boolean;
  delayMs?: number;
}

/**
 * Fires when a desktop pointer leaves through the top of the window and stays out for the
 * delay; once per page. A hidden tab (a visitor opening Spotify) is not an exit (issue 15 §6).
 */
export function createExitIntentTrigger({ onTrigger, delayMs = EXIT_INTENT_DELAY_MS }: Options) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const fire = () => {
    cancel();
    if (!fired) fired = onTrigger();
  };

  return {
    /** Called only for a pointer that counts (`isExitIntentPointer`). */
    pointerLeft(): void {
      if (timer === undefined) timer = setTimeout(fire, delayMs);
    },
    pointerReturned: cancel,
    dispose: cancel,
  };
}
