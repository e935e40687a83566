import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { useInView } from '../../lib/use-in-view';
import { usePageVisible } from '../../lib/use-page-visible';

const drift = keyframes`
  from { background-position: 0% 50%, 0 0; }
  to { background-position: 100% 50%, 240px 120px; }
`;

const Drift = styled.div<{ $moving: boolean }>`
  position: absolute;
  inset: 0;
  z-index: -1;
  overflow: hidden;
  background:
    linear-gradient(120deg, #ff4f8b, #4fd1ff, #ffd23f, #ff4f8b) 0 0 / 300% 300%,
    radial-gradient(circle, rgb(0 0 0 / 35%) 2px, transparent 3px) 0 0 / 20px 20px;
  animation: ${drift} 24s linear infinite alternate;
  animation-play-state: ${({ $moving }) => ($moving ? 'running' : 'paused')};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: #14101f;
    opacity: 0.75;
  }
`;

/**
 * The featured release's background "video": a slow generated loop under an overlay of opacity 0.75
 * (spec 1 §9). A background that moves is painted again on every frame, so it moves only while the
 * section is on screen and the tab is showing; the global reduced-motion rule stops it.
 */
export function MusicBackdrop() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const pageVisible = usePageVisible();
  return <Drift ref={ref} aria-hidden="true" $moving={inView && pageVisible} />;
}
