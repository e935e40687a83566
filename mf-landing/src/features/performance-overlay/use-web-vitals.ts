import { useEffect, useState } from 'react';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalName } from './vital-thresholds';

/** Current values; the library replays buffered entries, so opening the overlay late still shows the load. */
export function useWebVitals(): Partial<Record<VitalName, number>> {
  const [vitals, setVitals] = useState<Partial<Record<VitalName, number>>>({});

  useEffect(() => {
    const report = (metric: Metric) => setVitals((current) => ({ ...current, [metric.name]: metric.value }));
    const options = { reportAllChanges: true };
    onLCP(report, options);
    onFCP(report, options);
    onCLS(report, options);
    onINP(report, options);
    onTTFB(report, options);
  }, []);

  return vitals;
}
