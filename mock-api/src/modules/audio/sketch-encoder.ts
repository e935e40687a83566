import { Worker } from 'node:worker_threads';
import type { SketchJob, SketchResult } from './sketch-messages';

/** Turns a track's riff plan into MP3 bytes on a worker thread. */
export type EncodeSketch = (trackId: string, kbps: number) => Promise<Buffer>;

/** An idle worker holds tens of megabytes; sketches are made a few times per start, so it goes. */
const IDLE_MS = 30_000;

/**
 * The production bundle has the worker compiled beside index.js (mock-api/build.mjs). From source
 * (development and tests) it is TypeScript: the thread registers tsx's loader before loading it.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./sketch-worker.js', import.meta.url));
  const source = new URL('./sketch-worker.ts', import.meta.url).href;
  const loadWithTsx = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(loadWithTsx, { eval: true });
}

interface Pending {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread, started on the first sketch and stopped when idle. Between jobs it does not
 * keep the process alive: a server that stops does not wait for it.
 */
export function createSketchEncoder(): EncodeSketch {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function settle(result: SketchResult): void {
    const job = pending.get(result.id);
    pending.delete(result.id);
    if ('bytes' in result)
      job?.resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
    else job?.reject(new Error(`Could not make the sketch: ${result.error}`));
    if (pending.size === 0) stopWhenIdle();
  }

  function failAll(error: Error): void {
    worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function stopWhenIdle(): void {
    worker?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      void worker?.terminate();
      worker = undefined;
    }, IDLE_MS).unref();
  }

  function running(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.on('message', settle);
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The sketch worker stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  return (trackId, kbps) =>
    new Promise<Buffer>((resolve, reject) => {
      clearTimeout(idleTimer);
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      const thread = running();
      thread.ref();
      thread.postMessage({ id, trackId, kbps } satisfies SketchJob);
    });
}

/**
 * Keeps each sketch once encoded, and shares one encoding between everyone who asks while it runs:
 * the previews, the free EP and the start-up preparation never encode the same file twice at once.
 */
export function rememberSketches(encode: EncodeSketch): EncodeSketch {
  const encoded = new Map<string, Promise<Buffer>>();
  return (trackId, kbps) => {
    const key = `${trackId}@${kbps}`;
    const known = encoded.get(key);
    if (known) return known;
    const bytes = encode(trackId, kbps);
    encoded.set(key, bytes);
    bytes.catch(() => encoded.delete(key));
    return bytes;
  };
}
