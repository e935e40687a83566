export interface VolumeState {
  /** 0 to 1 in steps of 0.1. */
  volume: number;
  muted: boolean;
}

export const VOLUME_STEP = 0.1;
export const UNMUTE_VOLUME = 0.7;
export const INITIAL_VOLUME: VolumeState = { volume: 0.7, muted: false };

/** Spec 1 §5: 0 to 1, in steps of 0.1. */
export const clampVolume = (value: number): number =>
  Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) / VOLUME_STEP) / 10 : 0;

export function setVolume(state: VolumeState, value: number): VolumeState {
  const volume = clampVolume(value);
  return { volume, muted: volume === 0 ? state.muted : false };
}

/** Unmuting a volume of 0 would stay silent, so it comes back at 0.7. */
export function toggleMute(state: VolumeState): VolumeState {
  const isSilent = state.muted || state.volume === 0;
  if (!isSilent) return { ...state, muted: true };
  return { muted: false, volume: state.volume === 0 ? UNMUTE_VOLUME : state.volume };
}

export const audibleVolume = ({ volume, muted }: VolumeState): number => (muted ? 0 : volume);
