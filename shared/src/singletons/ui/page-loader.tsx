import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
`;

const Ring = styled.span`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.accent};
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
