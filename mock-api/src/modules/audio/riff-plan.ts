import { seededRandom } from '../../lib/seeded-random';

/** What a preview plays, all decided by the track id so the same id always sounds the same. */
export interface RiffPlan {
  bpm: number;
  /** MIDI note of the key's root, in the low guitar range. */
  rootMidi: number;
  /** Semitones above the root, one power chord per bar, looped. */
  progression: readonly number[];
  /** Bars before this are a palm-muted verse; from here on the chorus rings open with a lead line. */
  chorusFromBar: number;
  /** The skate-punk push: an extra kick on the "and" of beat two. */
  pushKick: boolean;
  /** Semitones above the chord's root for each quarter note of a two-bar lead phrase. */
  leadPhrase: readonly number[];
}

// I-V-vi-IV and friends: the chord loops pop-punk lives on.
const PROGRESSIONS = [
  [0, 7, 9, 5],
  [9, 5, 0, 7],
  [0, 5, 9, 7],
  [0, 10, 5, 0],
  [0, 4, 5, 7],
] as const;
const ROOTS = [38, 40, 41, 42, 43, 45] as const;
const PENTATONIC = [12, 14, 16, 19, 21, 24] as const;

export function planRiff(trackId: string): RiffPlan {
  const random = seededRandom(`preview:${trackId}`);
  return {
    bpm: random.int(150, 190),
    rootMidi: random.pick(ROOTS),
    progression: random.pick(PROGRESSIONS),
    chorusFromBar: random.pick([4, 8]),
    pushKick: random.next() < 0.5,
    leadPhrase: Array.from({ length: 8 }, () => random.pick(PENTATONIC)),
  };
}

export const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);
