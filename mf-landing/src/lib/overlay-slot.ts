let holder: string | null = null;

/**
 * One promotional overlay at a time (exit intent, newsletter pop-up): a second
 * one waits or gives up rather than stacking modal dialogs.
 */
export function claimOverlay(name: string): boolean {
  if (holder !== null && holder !== name) return false;
  holder = name;
  return true;
}

export function releaseOverlay(name: string): void {
  if (holder === name) holder = null;
}

export const isOverlayFree = (): boolean => holder === null;
