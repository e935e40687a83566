import { HELD_TAP_GLOBAL, HELD_TAP_LIMIT_MS, type HeldTap, type TapHolder } from '@ps/shared/route-groups';
import { openGatesOnInteraction } from '@ps/shared/ui';

type WithTapHolder = Record<typeof HELD_TAP_GLOBAL, TapHolder | undefined>;

/**
 * Takes the tap the first screen's inline script held while the page was inert (decision 050) and
 * stops holding: its pressed mark goes, so hydration finds the server's attributes unchanged. A tap
 * older than `HELD_TAP_LIMIT_MS` is let go. Null on a page without a first screen.
 */
export function takeHeldTap(win: Window = window): HeldTap | null {
  const holders = win as unknown as WithTapHolder;
  const holder = holders[HELD_TAP_GLOBAL];
  if (!holder) return null;
  const { tap } = holder;
  holder.stop();
  holders[HELD_TAP_GLOBAL] = undefined;
  return tap && win.performance.now() - tap.at <= HELD_TAP_LIMIT_MS ? tap : null;
}

/**
 * Clicks the element the fan tapped, once the page listens (right after `hydrateRoot`): React
 * hydrates that part at once for the click and runs its handler, a link navigates as the app would.
 * An element the page has removed meanwhile is not clicked.
 */
export function replayHeldTap({ target, clientX, clientY, screenX, screenY }: HeldTap): void {
  if (!target.isConnected) return;
  // No lazily hydrated section has run yet to listen: without this, React would find a section static
  // until used still waiting, and drop the click (decision 050).
  openGatesOnInteraction();
  target.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      detail: 1,
      button: 0,
      clientX,
      clientY,
      screenX,
      screenY,
    }),
  );
}
