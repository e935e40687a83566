import { seededRandom } from '../../lib/seeded-random';
import { addHiHat, addKick, addNote, addSnare, driveAndDarken } from './instruments';
import { midiToHz, planRiff, type RiffPlan } from './riff-plan';

export const PREVIEW_SAMPLE_RATE = 22_050;
export const PREVIEW_SECONDS = 30;

/** Long enough to hear the riff end on purpose, not stop mid-bar. */
const FADE_OUT_SECONDS = 3;
const PEAK = 0.9;

interface Buses {
  guitar: Float32Array;
  bass: Float32Array;
  drums: Float32Array;
  lead: Float32Array;
}

function playBar(buses: Buses, plan: RiffPlan, bar: number, noise: ReturnType<typeof seededRandom>): void {
  const rate = PREVIEW_SAMPLE_RATE;
  const beat = 60 / plan.bpm;
  const barStart = bar * 4 * beat;
  const chordRoot = plan.rootMidi + plan.progression[bar % plan.progression.length]!;
  const isChorus = bar >= plan.chorusFromBar;
  const frequency = midiToHz(chordRoot);

  for (let eighth = 0; eighth < 8; eighth += 1) {
    const start = barStart + (eighth * beat) / 2;
    // Palm-muted verse chugs are short and dark; the chorus lets the chords ring.
    const ring = isChorus ? beat / 2 : beat / 4;
    const decay = isChorus ? 0.6 : 0.08;
    for (const [ratio, gain] of [
      [1, 0.5],
      [1.5, 0.35],
      [2, 0.25],
    ] as const) {
      addNote(buses.guitar, rate, {
        start,
        duration: ring,
        frequency: frequency * ratio,
        waveform: 'saw',
        gain,
        decay,
      });
    }
    addNote(buses.bass, rate, {
      start,
      duration: beat / 2,
      frequency: frequency / 2,
      waveform: 'square',
      gain: 0.5,
      decay: 0.2,
    });
    addHiHat(buses.drums, rate, start, noise);
  }

  const kicks = isChorus ? [0, 1, 2, 3] : [0, 2];
  kicks.forEach((kickBeat) => addKick(buses.drums, rate, barStart + kickBeat * beat));
  if (plan.pushKick) addKick(buses.drums, rate, barStart + 1.5 * beat);
  [1, 3].forEach((snareBeat) => addSnare(buses.drums, rate, barStart + snareBeat * beat, noise));

  if (!isChorus) return;
  for (let quarter = 0; quarter < 4; quarter += 1) {
    const interval = plan.leadPhrase[((bar % 2) * 4 + quarter) % plan.leadPhrase.length]!;
    const start = barStart + quarter * beat;
    addNote(buses.lead, rate, {
      start,
      duration: beat * 0.9,
      frequency: midiToHz(chordRoot + interval),
      waveform: 'square',
      gain: 0.3,
      decay: 0.5,
    });
  }
}

function mixDown({ guitar, bass, drums, lead }: Buses): Float32Array {
  const mix = new Float32Array(guitar.length);
  let peak = 0;
  for (let index = 0; index < mix.length; index += 1) {
    const sample = 0.5 * guitar[index]! + 0.35 * bass[index]! + 0.55 * drums[index]! + 0.25 * lead[index]!;
    mix[index] = sample;
    peak = Math.max(peak, Math.abs(sample));
  }
  const fadeOutFrom = mix.length - FADE_OUT_SECONDS * PREVIEW_SAMPLE_RATE;
  const scale = peak > 0 ? PEAK / peak : 0;
  for (let index = 0; index < mix.length; index += 1) {
    // A raised-cosine curve: the loudness falls evenly instead of dropping away at the very end.
    const left = index > fadeOutFrom ? (mix.length - index) / (mix.length - fadeOutFrom) : 1;
    const fade = 0.5 - 0.5 * Math.cos(Math.PI * left);
    mix[index] = mix[index]! * scale * fade;
  }
  return mix;
}

/** Thirty seconds of a pop-punk riff (verse chugs, then an open chorus with a lead), the same for the same id. */
export function synthesizePreview(trackId: string): Float32Array {
  const length = PREVIEW_SAMPLE_RATE * PREVIEW_SECONDS;
  const buses: Buses = {
    guitar: new Float32Array(length),
    bass: new Float32Array(length),
    drums: new Float32Array(length),
    lead: new Float32Array(length),
  };
  const plan = planRiff(trackId);
  const noise = seededRandom(`noise:${trackId}`);
  const bars = Math.ceil(PREVIEW_SECONDS / ((4 * 60) / plan.bpm));
  for (let bar = 0; bar < bars; bar += 1) playBar(buses, plan, bar, noise);
  driveAndDarken(buses.guitar, PREVIEW_SAMPLE_RATE, 3, 2800);
  driveAndDarken(buses.bass, PREVIEW_SAMPLE_RATE, 1.5, 700);
  driveAndDarken(buses.lead, PREVIEW_SAMPLE_RATE, 1.2, 3500);
  return mixDown(buses);
}
