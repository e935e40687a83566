export declare function budgetFor(route: string): number | undefined;
export declare function classifyRequest(request: {
  url: string;
  resourceType: string;
  fromWorker: boolean;
}): { owner: string; kind: string } | null;
export declare function summarizeRoute(
  route: string,
  downloads: { owner: string; kind: string; raw: number; gzip: number }[],
): Record<string, string | number>;
