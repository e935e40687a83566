export declare const LOAD_LIMIT: number;
export declare function checkLoad(
  loadAverage: number,
  options?: { ignoreLoad?: boolean; limit?: number },
): { measure: boolean; valid: boolean; message: string };
