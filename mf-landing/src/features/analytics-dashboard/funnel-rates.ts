export interface FunnelStep {
  stage: string;
  count: number;
  /** Share of the first stage, whole percent. */
  percentOfStart: number;
  /** Share of the previous stage that continued to this one, whole percent; null for the first stage. */
  continueRate: number | null;
}

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function funnelSteps(stages: readonly { stage: string; count: number }[]): FunnelStep[] {
  const start = stages[0]?.count ?? 0;
  return stages.map(({ stage, count }, index) => {
    const previous = index > 0 ? stages[index - 1]!.count : null;
    return {
      stage,
      count,
      percentOfStart: percent(count, start),
      continueRate: previous === null ? null : percent(count, previous),
    };
  });
}
