import { describe, expect, it } from 'vitest';
import { trackLabel } from './track-label';

describe('trackLabel', () => {
  it('names the release in capitals and the track by its number and title', () => {
    expect(trackLabel({ release: 'superhero-complex', number: 10, title: 'Last Issue' })).toBe(
      'SUPERHERO COMPLEX · track 10 · Last Issue',
    );
  });
});
