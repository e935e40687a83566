export declare const ROUTE_NAMES: string[];
export declare const USAGE: string;
export declare function parseLighthouseArguments(args: string[]): {
  runs: number;
  routes: string[];
  compare: string | undefined;
  port: number;
  comparePort: number;
  ignoreLoad: boolean;
  reports: string | undefined;
};
