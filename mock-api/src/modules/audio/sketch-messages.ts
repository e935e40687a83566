/** What the API thread asks the sketch worker for, and what it answers. */
export interface SketchJob {
  id: number;
  trackId: string;
  kbps: number;
}

export type SketchResult = { id: number; bytes: Uint8Array } | { id: number; error: string };
