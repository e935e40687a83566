import { useEffect, useRef, type RefObject } from 'react';
import { createHeroPainter, type HeroPainter } from './draw-hero-frame';

const MAX_PIXEL_RATIO = 1.5;
/** A gentle loop needs no more: a third of the work of drawing on every display frame. */
export const LOOP_FRAMES_PER_SECOND = 20;
/** How long one play lasts (the intro, or a press of play): then the last frame stays, like a poster. */
export const LOOP_SPAN_MS = 8000;
/** A frame after a long stall (a busy main thread, a paused tab) moves the loop on by one frame, not a jump. */
const LONGEST_STEP_MS = 100;

interface LoopEvents {
  /** Something new is on the canvas (first frame and every one after). */
  onFrame: () => void;
  /** The span has played. */
  onEnd: () => void;
  /** No 2D context, or a drawing error. */
  onFail: () => void;
}

/**
 * Draws the loop at most LOOP_FRAMES_PER_SECOND times a second while `playing`, keeping the last frame
 * when it stops; a span of LOOP_SPAN_MS is counted over the time it actually played, so one that was
 * interrupted (scrolled away, tab hidden) finishes when it comes back. A new `run` starts a new span.
 */
export function useCanvasLoop(
  ref: RefObject<HTMLCanvasElement | null>,
  playing: boolean,
  run: number,
  { onFrame, onEnd, onFail }: LoopEvents,
): void {
  const played = useRef({ run, ms: 0 });
  const painter = useRef<HeroPainter | null>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!playing || !canvas) return;
    if (played.current.run !== run) played.current = { run, ms: 0 };
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas.getContext('2d');
    } catch {
      context = null;
    }
    if (!context) {
      onFail();
      return;
    }
    painter.current ??= createHeroPainter();
    const paint = painter.current.paint;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: number | undefined;

    const draw = (now: number) => {
      played.current.ms += last === undefined ? 0 : Math.min(Math.max(now - last, 0), LONGEST_STEP_MS);
      last = now;
      try {
        const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
        const width = canvas.clientWidth;
        const height = canvas.clientHeight;
        if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
        if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        paint(context, width, height, ratio, played.current.ms / 1000);
      } catch {
        onFail();
        return;
      }
      onFrame();
      if (played.current.ms >= LOOP_SPAN_MS) onEnd();
      else timer = setTimeout(() => (frame = requestAnimationFrame(draw)), 1000 / LOOP_FRAMES_PER_SECOND);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [ref, playing, run, onFrame, onEnd, onFail]);
}
