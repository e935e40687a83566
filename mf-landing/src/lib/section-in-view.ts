/**
 * Focus for a dialog nobody opened (a timed offer): the page section in the middle of the
 * viewport, so keyboard and screen-reader users carry on where they were reading.
 */
export function sectionInView(): HTMLElement | null {
  const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  const target = hit?.closest<HTMLElement>('section[id]') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}
