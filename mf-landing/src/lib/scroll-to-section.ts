const REALIGN_WITHIN_MS = 2000;

/**
 * Scrolls an anchored section to the top (CSS scroll-margin keeps it clear of
 * the sticky bars) and moves focus there, so keyboard and screen-reader users
 * land where they asked to go.
 */
export function scrollToSection(id: string, reducedMotion: boolean): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' });
  // Content above may still grow during a smooth scroll (data arriving), so line up once more when it
  // ends; a visitor's own scrolling later must not be pulled back, hence the time limit.
  if (!reducedMotion) {
    const realign = () => section.scrollIntoView({ behavior: 'instant', block: 'start' });
    window.addEventListener('scrollend', realign, { once: true, signal: AbortSignal.timeout(REALIGN_WITHIN_MS) });
  }
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}
