import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@ps/shared/ui';

const Wrapper = styled.main`
  padding: ${({ theme }) => theme.space(10)} 0;
`;

const Tag = styled.p`
  display: inline-block;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const Title = styled.h1`
  font-size: clamp(2.5rem, 7vw, 4rem);
  margin: ${({ theme }) => theme.space(3)} 0;
  color: ${({ theme }) => theme.color.accent};
`;

interface Props {
  title: string;
  route: string;
  children?: ReactNode;
}

/** A clearly temporary page for a route group whose screens are still being built. */
export function ProvisionalPage({ title, route, children }: Props) {
  return (
    <Wrapper>
      <Container>
        <Tag>
          Provisional page · route <code>{route}</code>
        </Tag>
        <Title>{title}</Title>
        {children}
      </Container>
    </Wrapper>
  );
}
