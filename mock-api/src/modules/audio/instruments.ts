import type { SeededRandom } from '../../lib/seeded-random';

export type Waveform = 'saw' | 'square' | 'sine';

const oscillate = (waveform: Waveform, phase: number): number => {
  const cycle = phase - Math.floor(phase);
  if (waveform === 'saw') return 2 * cycle - 1;
  if (waveform === 'square') return cycle < 0.5 ? 1 : -1;
  return Math.sin(2 * Math.PI * cycle);
};

export interface Note {
  /** Seconds from the start of the bus. */
  start: number;
  duration: number;
  frequency: number;
  waveform: Waveform;
  gain: number;
  /** Seconds for the level to fall to about a third. */
  decay: number;
}

/** A single voice mixed into `bus`, with a 5 ms attack so notes do not click. */
export function addNote(bus: Float32Array, sampleRate: number, note: Note): void {
  const first = Math.round(note.start * sampleRate);
  const length = Math.min(Math.round(note.duration * sampleRate), bus.length - first);
  const attack = 0.005 * sampleRate;
  for (let index = 0; index < length; index += 1) {
    const time = index / sampleRate;
    const envelope = Math.min(1, index / attack) * Math.exp(-time / note.decay);
    bus[first + index]! += note.gain * envelope * oscillate(note.waveform, time * note.frequency);
  }
}

/** A sine whose pitch drops from 130 Hz to 45 Hz: the thump of a kick drum. */
export function addKick(bus: Float32Array, sampleRate: number, start: number): void {
  const first = Math.round(start * sampleRate);
  const length = Math.min(Math.round(0.25 * sampleRate), bus.length - first);
  let phase = 0;
  for (let index = 0; index < length; index += 1) {
    const time = index / sampleRate;
    phase += (45 + 85 * Math.exp(-time / 0.03)) / sampleRate;
    bus[first + index]! += Math.exp(-time / 0.09) * Math.sin(2 * Math.PI * phase);
  }
}

/** Noise for the wires plus a 190 Hz body. */
export function addSnare(bus: Float32Array, sampleRate: number, start: number, noise: SeededRandom): void {
  const first = Math.round(start * sampleRate);
  const length = Math.min(Math.round(0.2 * sampleRate), bus.length - first);
  for (let index = 0; index < length; index += 1) {
    const time = index / sampleRate;
    const wires = (noise.next() * 2 - 1) * Math.exp(-time / 0.06);
    const body = Math.sin(2 * Math.PI * 190 * time) * Math.exp(-time / 0.04);
    bus[first + index]! += 0.7 * wires + 0.4 * body;
  }
}

/** Differentiated noise (a crude high-pass) with a very short tail. */
export function addHiHat(bus: Float32Array, sampleRate: number, start: number, noise: SeededRandom): void {
  const first = Math.round(start * sampleRate);
  const length = Math.min(Math.round(0.05 * sampleRate), bus.length - first);
  let previous = 0;
  for (let index = 0; index < length; index += 1) {
    const sample = noise.next() * 2 - 1;
    bus[first + index]! += 0.25 * (sample - previous) * Math.exp(-index / sampleRate / 0.015);
    previous = sample;
  }
}

/** Overdrive then a one-pole low-pass: the fizz of a cheap amp, tamed. */
export function driveAndDarken(bus: Float32Array, sampleRate: number, drive: number, cutoffHz: number): void {
  const smoothing = 1 - Math.exp((-2 * Math.PI * cutoffHz) / sampleRate);
  let level = 0;
  for (let index = 0; index < bus.length; index += 1) {
    level += smoothing * (Math.tanh(drive * bus[index]!) - level);
    bus[index] = level;
  }
}
