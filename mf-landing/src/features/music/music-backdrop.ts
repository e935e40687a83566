import styled, { keyframes } from 'styled-components';

const drift = keyframes`
  from { background-position: 0% 50%, 0 0; }
  to { background-position: 100% 50%, 240px 120px; }
`;

/**
 * The featured release's background "video": a slow generated loop under an
 * overlay of opacity 0.75 (spec 1 §9); the global reduced-motion rule stops it.
 */
export const MusicBackdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  overflow: hidden;
  background:
    linear-gradient(120deg, #ff4f8b, #4fd1ff, #ffd23f, #ff4f8b) 0 0 / 300% 300%,
    radial-gradient(circle, rgb(0 0 0 / 35%) 2px, transparent 3px) 0 0 / 20px 20px;
  animation: ${drift} 24s linear infinite alternate;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: #14101f;
    opacity: 0.75;
  }
`;
