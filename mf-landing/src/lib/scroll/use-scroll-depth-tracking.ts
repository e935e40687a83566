import { useEffect } from 'react';
import { track } from '@ps/shared/tracking';
import { scrollDepthPercent } from './scroll-metrics';

/** The tracking module keeps only deeper values, so each new step is simply reported. */
export function useScrollDepthTracking(progress: number): void {
  const depth = scrollDepthPercent(progress);
  useEffect(() => {
    if (depth > 0) track('scroll_depth', { value: depth });
  }, [depth]);
}
