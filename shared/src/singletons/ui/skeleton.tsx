import styled, { keyframes } from 'styled-components';

// A moving transform is drawn by the compositor; a moving background would be repainted on every frame.
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A shimmer block standing in for content that is loading; as wide as its box unless given a width. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  position: relative;
  overflow: hidden;
  height: ${({ $height = '1rem' }) => $height};
  ${({ $width }) => $width && `width: ${$width};`}
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${({ theme }) => theme.color.surfaceRaised}, transparent);
    transform: translateX(-100%);
    animation: ${sweep} 1.4s ease-in-out infinite;
  }
`;
