import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';

/** Spec 3 §9: 50 pieces for 5 seconds. */
export const CONFETTI_PIECES = 50;
export const CONFETTI_MS = 5000;

const fall = keyframes`
  from { transform: translateY(-10vh) rotate(0deg); }
  to { transform: translateY(110vh) rotate(720deg); }
`;

const Piece = styled.span<{ $left: number; $delay: number; $color: string }>`
  position: fixed;
  top: 0;
  left: ${({ $left }) => $left}%;
  z-index: 60;
  width: 10px;
  height: 16px;
  background: ${({ $color }) => $color};
  pointer-events: none;
  animation: ${fall} 3s linear ${({ $delay }) => $delay}s forwards;
`;

const COLORS = ['#ffd23f', '#ff4f8b', '#4fd1ff', '#5be49b', '#f7f3ff'];

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A burst of comic confetti; nothing at all under reduced motion. */
export function Confetti() {
  const [visible, setVisible] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div aria-hidden="true" data-testid="confetti">
      {Array.from({ length: CONFETTI_PIECES }, (_, index) => (
        <Piece
          key={index}
          $left={(index * 37) % 100}
          $delay={(index % 10) * 0.2}
          $color={COLORS[index % COLORS.length]!}
        />
      ))}
    </div>
  );
}
