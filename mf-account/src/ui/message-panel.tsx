import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section<{ $tone: 'accent' | 'panic' }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 640px;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 3px dashed ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

const Title = styled.h2<{ $tone: 'accent' | 'panic' }>`
  margin: 0;
  font-size: clamp(2rem, 6vw, 2.75rem);
  color: ${({ theme, $tone }) => theme.color[$tone]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface Props {
  title: string;
  message: string;
  /** A second line under the message, such as an example. */
  detail?: ReactNode;
  /** h1 when the panel is the whole page (not found), h2 inside a page. */
  headingLevel?: 1 | 2;
  tone?: 'accent' | 'panic';
  role?: 'alert';
  children?: ReactNode;
}

/** Empty, not-found and failure states: a title, a sentence and the ways out. */
export function MessagePanel({ title, message, detail, headingLevel = 2, tone = 'accent', role, children }: Props) {
  return (
    <Box $tone={tone} role={role}>
      <Title as={headingLevel === 1 ? 'h1' : 'h2'} $tone={tone}>
        {title}
      </Title>
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      {children && <Actions>{children}</Actions>}
    </Box>
  );
}
