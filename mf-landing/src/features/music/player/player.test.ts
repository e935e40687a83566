import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';
import { INITIAL_PLAYER_STATE, PLAYER_ERRORS, playerReducer, type PlayerEvent, type PlayerState } from './player-state';
import { claimPlayback, releasePlayback, reportStatus } from './preview-coordinator';
import { INITIAL_VOLUME, clampVolume, setVolume, toggleMute, audibleVolume } from './volume';

const run = (events: PlayerEvent[], from: PlayerState = INITIAL_PLAYER_STATE) => events.reduce(playerReducer, from);

describe('playerReducer', () => {
  it('goes loading → playing → paused and back', () => {
    expect(run([{ type: 'load' }]).status).toBe('loading');
    expect(run([{ type: 'load' }, { type: 'playing' }]).status).toBe('playing');
    expect(run([{ type: 'load' }, { type: 'playing' }, { type: 'pause' }]).status).toBe('paused');
  });

  it('keeps the position on pause and resets it on stop', () => {
    const paused = run([
      { type: 'load' },
      { type: 'playing' },
      { type: 'progress', currentTime: 12.3, duration: 30 },
      { type: 'pause' },
    ]);
    expect(paused.currentTime).toBe(12.3);
    const stopped = playerReducer(paused, { type: 'stop' });
    expect(stopped).toMatchObject({ status: 'stopped', currentTime: 0 });
  });

  it('ends at the full duration and starts over from zero on the next play', () => {
    const ended = run([{ type: 'load' }, { type: 'playing' }, { type: 'ended' }]);
    expect(ended).toMatchObject({ status: 'ended', currentTime: 30 });
    expect(playerReducer(ended, { type: 'load' }).currentTime).toBe(0);
  });

  it('reports a load failure, and does not let the rejected play() replace that message', () => {
    const failed = run([{ type: 'load' }, { type: 'load-failed' }, { type: 'play-failed' }]);
    expect(failed).toMatchObject({ status: 'error', error: PLAYER_ERRORS.load });
    expect(failed.error).toBe('Failed to load audio preview');
  });

  it('reports a play failure on its own', () => {
    expect(run([{ type: 'load' }, { type: 'play-failed' }])).toMatchObject({
      status: 'error',
      error: 'Error playing audio',
    });
  });

  it('clears the error when a retry plays', () => {
    expect(run([{ type: 'load-failed' }, { type: 'load' }, { type: 'playing' }])).toMatchObject({
      status: 'playing',
      error: null,
    });
  });

  it('takes the real duration from the file and never runs past it', () => {
    const state = run([{ type: 'progress', currentTime: 40, duration: 29.5 }]);
    expect(state).toMatchObject({ currentTime: 29.5, duration: 29.5 });
    expect(run([{ type: 'progress', currentTime: 1, duration: Number.NaN }]).duration).toBe(30);
  });
});

describe('preview coordinator', () => {
  it('stops the playing preview when another one starts', () => {
    const stopFirst = vi.fn();
    const stopSecond = vi.fn();
    claimPlayback('a', stopFirst);
    reportStatus('a', 'playing');
    claimPlayback('a', stopFirst);
    expect(stopFirst).not.toHaveBeenCalled();
    claimPlayback('b', stopSecond);
    expect(stopFirst).toHaveBeenCalledOnce();
    releasePlayback('a');
    claimPlayback('c', vi.fn());
    expect(stopSecond).toHaveBeenCalledOnce();
    releasePlayback('c');
  });
});

describe('volume', () => {
  it('stays within 0..1 in steps of 0.1', () => {
    expect(clampVolume(0.74)).toBe(0.7);
    expect(clampVolume(0.75)).toBe(0.8);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('mutes and unmutes to the previous volume', () => {
    const muted = toggleMute({ volume: 0.4, muted: false });
    expect(audibleVolume(muted)).toBe(0);
    expect(toggleMute(muted)).toEqual({ volume: 0.4, muted: false });
  });

  it('unmutes to 0.7 when the previous volume was 0', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.7, muted: false });
    expect(toggleMute({ volume: 0, muted: false })).toEqual({ volume: 0.7, muted: false });
  });

  it('unmutes when the volume is moved up', () => {
    expect(setVolume({ volume: 0.5, muted: true }, 0.3)).toEqual({ volume: 0.3, muted: false });
    expect(INITIAL_VOLUME).toEqual({ volume: 0.7, muted: false });
  });
});

describe('createIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('suspends 30 s after playback stops, unless something plays again', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(onIdle);
    timer.idle();
    vi.advanceTimersByTime(29_999);
    timer.busy();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    timer.idle();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
