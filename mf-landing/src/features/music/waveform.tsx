import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { loadAudioEngine } from './player/load-audio-engine';
import { barHeights, restingHeights } from './waveform-bars';

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  height: 72px;
`;

function drawBars(canvas: HTMLCanvasElement, heights: readonly number[]): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * ratio);
  canvas.height = Math.round(canvas.clientHeight * ratio);
  const slot = canvas.width / heights.length;
  context.clearRect(0, 0, canvas.width, canvas.height);
  heights.forEach((height, bar) => {
    const barHeight = Math.max(2 * ratio, height * canvas.height);
    context.fillStyle = bar % 2 === 0 ? '#ff4f8b' : '#ffd23f';
    context.fillRect(bar * slot + slot * 0.15, (canvas.height - barHeight) / 2, slot * 0.7, barHeight);
  });
}

/** 40 bars drawn from the Web Audio analyser of whichever preview plays; resting bars otherwise. */
export function Waveform({ active }: { active: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    drawBars(canvas, restingHeights());
    if (!active) return;
    let frame = 0;
    let cancelled = false;
    void loadAudioEngine().then((engine) => {
      const analyser = engine.getAnalyser();
      if (cancelled || !analyser) return;
      const bins = new Uint8Array(analyser.frequencyBinCount);
      const tick = () => {
        analyser.getByteFrequencyData(bins);
        drawBars(canvas, barHeights(bins, analyser.context.sampleRate));
        frame = requestAnimationFrame(tick);
      };
      tick();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [active]);

  return <Canvas ref={ref} aria-hidden="true" data-testid="waveform" />;
}
