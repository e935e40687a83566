import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 460px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.comic};
  h1 {
    margin: 0;
    font-size: clamp(2.25rem, 8vw, 3rem);
    color: ${({ theme }) => theme.color.accent};
    text-shadow: ${({ theme }) => theme.shadow.comic};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 2px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
  }
`;

interface Props {
  title: string;
  intro?: ReactNode;
  /** Links to the neighbouring forms (sign in, create account, forgot password). */
  footer?: ReactNode;
  children: ReactNode;
}

/** One narrow card per page for the sign-in family of forms, for customers and staff alike. */
export function FormCard({ title, intro, footer, children }: Props) {
  return (
    <Page>
      <Card aria-labelledby="form-card-title">
        <h1 id="form-card-title">{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Page>
  );
}
