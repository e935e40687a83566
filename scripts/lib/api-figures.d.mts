export declare const BUDGET: {
  connections: number;
  ratio: number;
  p99Ms: number;
  createOrderP99Ms: number;
  maxLoadAverage: number;
};
export declare function ratioTo(rps: number, bareRps: number): number;
export declare function formatRatio(ratio: number): string;
export declare function machineVerdict(loadAverage: number, limit?: number): { quiet: boolean; message: string };
export declare const INVALID: string;
export declare function catalogVerdict(
  figures: { ratio: number; p99: number; connections: number; quiet: boolean },
  budget?: typeof BUDGET,
): string | undefined;
export declare function createOrderVerdict(figures: { p99: number; quiet: boolean }, budget?: typeof BUDGET): string;
