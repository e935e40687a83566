import type { VisitorProfile } from './visitor-profile';
import { useVisitorStore } from './visitor-store';

/** null without tracking consent; for anything that adapts to the visitor. */
export function useVisitorProfile(): VisitorProfile | null {
  return useVisitorStore((state) => state.profile);
}
