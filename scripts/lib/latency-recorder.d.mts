export declare function percentile(sorted: number[], fraction: number): number;
