import { Mp3Encoder } from '@breezystack/lamejs';

/** Samples per MPEG-1 Layer III frame: the encoder takes whole frames. */
const FRAME_SAMPLES = 1152;

/** Mono floats in [-1, 1] as a constant-bit-rate MP3 (LAME, in plain JavaScript: no ffmpeg to install). */
export function encodeMp3(samples: Float32Array, sampleRate: number, kbps: number): Buffer {
  const pcm = new Int16Array(samples.length);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    pcm[index] = Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
  });
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const frames: Buffer[] = [];
  // The encoder hands out typed arrays; Buffer views of the same bytes, without copying.
  const add = (frame: Uint8Array) => frames.push(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
  for (let start = 0; start < pcm.length; start += FRAME_SAMPLES) {
    add(encoder.encodeBuffer(pcm.subarray(start, start + FRAME_SAMPLES)));
  }
  add(encoder.flush());
  return Buffer.concat(frames);
}
