export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped' | 'ended' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  /** Seconds. */
  currentTime: number;
  duration: number;
  error: string | null;
}

export type PlayerEvent =
  | { type: 'load' }
  | { type: 'playing' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'ended' }
  | { type: 'load-failed' }
  | { type: 'play-failed' }
  | { type: 'progress'; currentTime: number; duration: number };

/** Spec 1 §9: previews are 30 s unless the file says otherwise. */
export const PREVIEW_DEFAULT_DURATION = 30;

export const PLAYER_ERRORS = {
  load: 'Failed to load audio preview',
  play: 'Error playing audio',
} as const;

export const INITIAL_PLAYER_STATE: PlayerState = {
  status: 'idle',
  currentTime: 0,
  duration: PREVIEW_DEFAULT_DURATION,
  error: null,
};

/** Spec 1 §4 "Audio preview": loading, playing, paused, stopped (time reset), ended, error. */
export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'load':
      return {
        ...state,
        status: 'loading',
        error: null,
        currentTime: state.status === 'ended' ? 0 : state.currentTime,
      };
    case 'playing':
      return { ...state, status: 'playing', error: null };
    case 'pause':
      return state.status === 'playing' || state.status === 'loading' ? { ...state, status: 'paused' } : state;
    case 'stop':
      return state.status === 'error' ? state : { ...state, status: 'stopped', currentTime: 0 };
    case 'ended':
      return { ...state, status: 'ended', currentTime: state.duration };
    case 'load-failed':
      return { ...state, status: 'error', error: PLAYER_ERRORS.load };
    case 'play-failed':
      // A failed load also rejects play(); the load message is the more useful one.
      return state.status === 'error' ? state : { ...state, status: 'error', error: PLAYER_ERRORS.play };
    case 'progress': {
      const duration = Number.isFinite(event.duration) && event.duration > 0 ? event.duration : state.duration;
      return { ...state, currentTime: Math.min(event.currentTime, duration), duration };
    }
  }
}

export const isAudible = (status: PlayerStatus): boolean => status === 'playing' || status === 'loading';
