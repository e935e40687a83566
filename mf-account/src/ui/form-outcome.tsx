import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surfaceRaised};
  p {
    margin: 0;
  }
`;

/** What replaces a form once it has done its job; it takes focus so the news is read out. */
export function FormOutcome({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} role="status" tabIndex={-1}>
      <p>{message}</p>
      {children}
    </Box>
  );
}
