import { useSyncExternalStore } from 'react';
import type { PlayerStatus } from './player-state';

interface ActivePreview {
  id: string;
  stop: () => void;
  status: PlayerStatus;
}

let active: ActivePreview | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starting a preview stops whichever other one holds the stage (spec 1 §4: one at a time). */
export function claimPlayback(id: string, stop: () => void): void {
  if (active && active.id !== id) active.stop();
  active = { id, stop, status: 'loading' };
  notify();
}

export function reportStatus(id: string, status: PlayerStatus): void {
  if (active?.id !== id || active.status === status) return;
  active = { ...active, status };
  notify();
}

export function releasePlayback(id: string): void {
  if (active?.id !== id) return;
  active = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => (active?.status === 'playing' ? active.id : null);

/** The id of the preview that is audibly playing, for the waveform and the "now playing" line. */
export const usePlayingPreviewId = (): string | null => useSyncExternalStore(subscribe, snapshot, () => null);
