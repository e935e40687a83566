import { useEffect, type RefObject } from 'react';
import { track } from '@ps/shared/tracking';
import { useInView } from './use-in-view';

// A band across the middle of the viewport: tall sections count as seen too, which a ratio threshold misses.
const MIDDLE_BAND = '-40% 0px -40% 0px';

/** section_view once per page visit, when the section reaches the middle of the screen. */
export function useSectionView(ref: RefObject<Element | null>, sectionName: string): void {
  const seen = useInView(ref, { rootMargin: MIDDLE_BAND, once: true });
  useEffect(() => {
    if (seen) track('section_view', { sectionName });
  }, [seen, sectionName]);
}
