import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from './carousel-index';

export const ROTATION_MS = 5000;

interface Options {
  /** Hovered, focused or reduced motion: no automatic moves. */
  paused: boolean;
  intervalMs?: number;
}

/** The current slide, moved every 5 s unless paused; a manual move restarts the wait. */
export function useCarousel(count: number, { paused, intervalMs = ROTATION_MS }: Options) {
  const [index, setIndex] = useState(0);
  const [movedAt, setMovedAt] = useState(0);

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      setMovedAt((moves) => moves + 1);
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, movedAt]);

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
