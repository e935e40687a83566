import { useEffect, useState } from 'react';
import { fetchAnalyticsSummary, type AnalyticsSummary } from './analytics-summary';
import { demoSummary } from './demo-summary';

export interface SummaryView {
  summary: AnalyticsSummary;
  isDemo: boolean;
  isLoading: boolean;
}

/** The live summary when the API has one; the spec's demo figures (labelled as such) otherwise. */
export function useAnalyticsSummary(): SummaryView {
  const [view, setView] = useState<SummaryView>(() => ({
    summary: demoSummary(new Date()),
    isDemo: true,
    isLoading: true,
  }));

  useEffect(() => {
    const controller = new AbortController();
    fetchAnalyticsSummary(controller.signal).then(
      (summary) =>
        setView((current) =>
          summary ? { summary, isDemo: false, isLoading: false } : { ...current, isLoading: false },
        ),
      () => {
        if (!controller.signal.aborted) setView((current) => ({ ...current, isLoading: false }));
      },
    );
    return () => controller.abort();
  }, []);

  return view;
}
