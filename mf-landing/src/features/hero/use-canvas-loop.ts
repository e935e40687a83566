import { useEffect, type RefObject } from 'react';
import { drawHeroFrame } from './draw-hero-frame';

const MAX_PIXEL_RATIO = 1.5;

/**
 * Draws the loop while `playing`, keeping the last frame when paused. Any
 * canvas failure (no 2D context, a drawing error) is reported once.
 */
export function useCanvasLoop(ref: RefObject<HTMLCanvasElement | null>, playing: boolean, onFail: () => void): void {
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
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
    const draw = (seconds: number) => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawHeroFrame(context, width, height, seconds);
    };

    let frame = 0;
    const tick = (time: number) => {
      try {
        draw(time / 1000);
      } catch {
        onFail();
        return;
      }
      if (playing) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [ref, playing, onFail]);
}
