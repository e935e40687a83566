import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(8)};
  text-align: center;
  p {
    max-width: 640px;
    margin: ${({ theme }) => theme.space(3)} auto 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.125rem;
  }
`;

const Kicker = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.color.panic};
  color: #14101f;
  font-weight: 800;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  transform: rotate(-2deg);
  border: 2px solid #000;
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: clamp(2.5rem, 7vw, 4rem);
  color: ${({ theme }) => theme.color.accent};
  text-shadow:
    3px 3px 0 #000,
    6px 6px 0 rgb(255 79 139 / 60%);
`;

interface Props {
  id: string;
  kicker: string;
  title: string;
  children?: ReactNode;
}

export function SectionHeader({ id, kicker, title, children }: Props) {
  return (
    <Header>
      <Kicker>{kicker}</Kicker>
      <Title id={id}>{title}</Title>
      {children && <p>{children}</p>}
    </Header>
  );
}
