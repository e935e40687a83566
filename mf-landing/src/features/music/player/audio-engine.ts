import { createIdleTimer } from './idle-timer';

/** 1024 bins of about 23 Hz: fine enough that the waveform's lowest, log-spaced bars differ. */
const FFT_SIZE = 2048;

let context: AudioContext | null = null;
let analyser: AnalyserNode | null = null;
const sources = new WeakMap<HTMLMediaElement, MediaElementAudioSourceNode>();
const idleTimer = createIdleTimer(() => void context?.suspend());

/**
 * Routes a preview through one shared AudioContext so the waveform can read it.
 * Without Web Audio the element simply plays on its own and there is no waveform.
 */
export function routeThroughAnalyser(element: HTMLMediaElement): void {
  try {
    context ??= new AudioContext();
    if (!analyser) {
      analyser = context.createAnalyser();
      analyser.fftSize = FFT_SIZE;
      analyser.smoothingTimeConstant = 0.75;
      analyser.connect(context.destination);
    }
    if (!sources.has(element)) {
      const source = context.createMediaElementSource(element);
      source.connect(analyser);
      sources.set(element, source);
    }
  } catch {
    return;
  }
  idleTimer.busy();
  // A suspended context would silence a routed element, so every play wakes it.
  if (context.state === 'suspended') void context.resume();
}

/** Playback stopped: the context sleeps after 30 s unless something plays again. */
export const markAudioIdle = (): void => idleTimer.idle();

export const getAnalyser = (): AnalyserNode | null => analyser;
