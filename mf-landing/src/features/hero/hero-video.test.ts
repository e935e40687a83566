import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLowBattery, readLowBattery } from './battery';
import { videoState, type VideoConditions } from './video-playback';

const base: VideoConditions = {
  failed: false,
  ended: false,
  inView: true,
  pageVisible: true,
  reducedMotion: false,
  lowBattery: false,
  userChoice: null,
};

describe('videoState', () => {
  it('plays only while in view', () => {
    expect(videoState(base)).toBe('playing');
    expect(videoState({ ...base, inView: false })).toBe('paused');
  });

  it('rests while the tab is hidden', () => {
    expect(videoState({ ...base, pageVisible: false })).toBe('paused');
    expect(videoState({ ...base, pageVisible: false, userChoice: 'play' })).toBe('paused');
  });

  it('stays ended once its span has played, until the visitor plays it again', () => {
    expect(videoState({ ...base, ended: true })).toBe('ended');
    expect(videoState({ ...base, ended: true, userChoice: 'pause' })).toBe('paused');
  });

  it('stays paused under reduced motion unless the visitor presses play', () => {
    expect(videoState({ ...base, reducedMotion: true })).toBe('paused');
    expect(videoState({ ...base, reducedMotion: true, userChoice: 'play' })).toBe('playing');
  });

  it('does not autoplay on a low battery', () => {
    expect(videoState({ ...base, lowBattery: true })).toBe('battery-saver');
    expect(videoState({ ...base, lowBattery: true, userChoice: 'play' })).toBe('playing');
  });

  it('obeys the pause button and shows the poster on failure', () => {
    expect(videoState({ ...base, userChoice: 'pause' })).toBe('paused');
    expect(videoState({ ...base, failed: true, userChoice: 'play' })).toBe('unavailable');
  });
});

describe('battery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is low below 20% and not charging', () => {
    expect(isLowBattery({ level: 0.19, charging: false })).toBe(true);
    expect(isLowBattery({ level: 0.19, charging: true })).toBe(false);
    expect(isLowBattery({ level: 0.2, charging: false })).toBe(false);
  });

  it('counts as fine where the Battery API is missing or fails', async () => {
    vi.stubGlobal('navigator', {});
    await expect(readLowBattery()).resolves.toBe(false);
    vi.stubGlobal('navigator', { getBattery: () => Promise.reject(new Error('denied')) });
    await expect(readLowBattery()).resolves.toBe(false);
    vi.stubGlobal('navigator', { getBattery: () => Promise.resolve({ level: 0.1, charging: false }) });
    await expect(readLowBattery()).resolves.toBe(true);
  });
});
