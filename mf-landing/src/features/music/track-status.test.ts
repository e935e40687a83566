import { describe, expect, it } from 'vitest';
import type { PlayerState } from './player/player-state';
import { trackStatusLabel } from './track-status';

const stateOf = (status: PlayerState['status']): PlayerState => ({ status, currentTime: 0, duration: 0, error: null });

describe('trackStatusLabel', () => {
  it('calls a generated sketch a sketch before it plays, and an uploaded recording a preview', () => {
    expect(trackStatusLabel(stateOf('idle'), true)).toBe('Sketch preview');
    expect(trackStatusLabel(stateOf('idle'), false)).toBe('Preview');
  });

  it('names the player state once it plays', () => {
    expect(trackStatusLabel(stateOf('playing'), true)).toBe('Playing');
  });
});
