export interface RunFigures {
  score: number;
  FCP: number;
  LCP: number;
  TBT: number;
  CLS: number;
  mainThread: number;
  cpuIndex: number;
  scripts: { url: string; ms: number }[];
}
export interface RouteSummary {
  score: number;
  FCP: number;
  LCP: number;
  TBT: number;
  CLS: number;
  mainThread: number;
  runs: number;
  cpuIndexes: number[];
}
export declare const BUDGET: { score: number; TBT: number; LCP: number; CLS: number; floorRatio: number };
export declare function median(values: number[]): number;
export declare function runFigures(lhr: unknown): RunFigures;
export declare function summarizeRuns(runs: RunFigures[]): RouteSummary;
export declare function topScripts(runs: RunFigures[], count?: number): { script: string; ms: number }[];
export declare function overFloor(
  withScripts: Pick<RouteSummary, 'mainThread'>,
  floor: Pick<RouteSummary, 'mainThread'>,
): { scriptCost: number; ratio: number };
export declare function budgetMisses(summary: RouteSummary, floor: Pick<RouteSummary, 'mainThread'>): string[];
export declare const seconds: (ms: number) => string;
