import type { ScrollTarget } from './scroll-target';

/** A page drawn by a remote or from the data cache arrives a few frames late; a slow one is not waited for. */
const SETTLE_WITHIN_MS = 3000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Moves the window to the target, trying again on each frame until the page is tall enough (or the
 * element exists) and stopping as soon as the visitor scrolls by themselves. Returns a cancel.
 */
export function applyScrollTarget(target: ScrollTarget): () => void {
  if (target.kind === 'stay') return () => {};
  if (target.kind === 'top') {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return () => {};
  }
  const controller = new AbortController();
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    controller.abort();
  };
  for (const event of VISITOR_SCROLLS)
    window.addEventListener(event, stop, { passive: true, signal: controller.signal });
  const attempt = () => {
    if (reached(target) || performance.now() - started > SETTLE_WITHIN_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

function reached(target: Extract<ScrollTarget, { kind: 'restore' | 'element' }>): boolean {
  if (target.kind === 'element') {
    const element = document.getElementById(target.id);
    element?.scrollIntoView({ behavior: 'instant', block: 'start' });
    return element !== null;
  }
  window.scrollTo({ top: target.y, left: 0, behavior: 'instant' });
  return Math.abs(window.scrollY - target.y) < 2;
}
