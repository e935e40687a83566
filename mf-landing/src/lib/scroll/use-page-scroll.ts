import { useEffect, useState } from 'react';
import { findActiveSection } from './active-section';
import { scrollProgress } from './scroll-metrics';

export interface PageScroll {
  scrollY: number;
  progress: number;
  activeId: string | null;
}

const INITIAL: PageScroll = { scrollY: 0, progress: 0, activeId: null };

function measure(sectionIds: readonly string[]): PageScroll {
  const tops = sectionIds.flatMap((id) => {
    const element = document.getElementById(id);
    return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
  });
  const { scrollY, innerHeight } = window;
  return {
    scrollY,
    progress: scrollProgress(scrollY, document.documentElement.scrollHeight, innerHeight),
    activeId: findActiveSection(tops, innerHeight),
  };
}

/** Scroll position, progress and active section, measured at most once per frame. */
export function usePageScroll(sectionIds: readonly string[]): PageScroll {
  const [state, setState] = useState(INITIAL);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setState(measure(sectionIds));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [sectionIds]);

  return state;
}
