export declare function packageOf(url: string): string;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Share {
  name: string;
  share: number;
}

export declare function profileShares(
  profile: CpuProfile,
  options?: { from?: number; to?: number; top?: number; inclusiveOf?: (frame: string) => boolean },
): { busySamples: number; busyMicroseconds: number; frames: Share[]; packages: Share[]; inclusive: Share[] };
