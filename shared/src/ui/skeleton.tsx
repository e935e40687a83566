import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -200% 0; }
  to { background-position: 200% 0; }
`;

/** A shimmer block standing in for content that is loading; as wide as its box unless given a width. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  ${({ $width }) => $width && `width: ${$width};`}
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surface} 25%,
    ${({ theme }) => theme.color.surfaceRaised} 50%,
    ${({ theme }) => theme.color.surface} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
