import { useEffect, useState, type RefObject } from 'react';

interface Options {
  /** Grows the viewport, so things start loading before they show. */
  rootMargin?: string;
  threshold?: number;
  /** Stay true after the first time. */
  once?: boolean;
}

/**
 * Whether the element is in (or near) the viewport; true at once where IntersectionObserver is
 * missing. False on the server: a first screen drawn there is what a browser shows before it
 * has measured anything (decision 026).
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', threshold = 0, once = false }: Options = {},
) {
  // Without IntersectionObserver (old browsers, tests) everything counts as in view.
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  // With `once`, a changed margin must not start watching again (and hide what has shown).
  const settled = once && inView;

  useEffect(() => {
    const element = ref.current;
    if (settled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, once, settled]);

  return inView;
}
