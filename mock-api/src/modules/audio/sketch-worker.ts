import { parentPort } from 'node:worker_threads';
import { encodeMp3 } from './mp3-file';
import { PREVIEW_SAMPLE_RATE, synthesizePreview } from './synthesize-preview';
import type { SketchJob, SketchResult } from './sketch-messages';

// Runs in its own thread: synthesizing and encoding a sketch is seconds of CPU that would stall every request.
parentPort?.on('message', ({ id, trackId, kbps }: SketchJob) => {
  let result: SketchResult;
  try {
    result = { id, bytes: encodeMp3(synthesizePreview(trackId), PREVIEW_SAMPLE_RATE, kbps) };
  } catch (error) {
    result = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(result);
});
