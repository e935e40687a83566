import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@ps/shared/router';
import { INFO_PAGES, type InfoPagePath } from '@ps/shared/route-groups';
import { usePageMeta } from '@ps/shared/seo';
import { Container } from '@ps/shared/ui';
import { PageTitle } from './page-title';

const Body = styled.div`
  max-width: 72ch;
  line-height: 1.6;
  h2 {
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.75rem;
    color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1)};
    font-size: 1.2rem;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  a {
    color: ${({ theme }) => theme.color.info};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const MoreHelp = styled.nav`
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 2px solid ${({ theme }) => theme.color.border};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.text};
  }
`;

interface Props {
  path: InfoPagePath;
  title: string;
  /** One sentence under the title; also the page's meta description. */
  lead: string;
  children: ReactNode;
}

/** A help or policy page: title, lead, the text, and links to the other help pages. */
export function InfoPage({ path, title, lead, children }: Props) {
  usePageMeta({ title, description: lead });
  return (
    <main>
      <Container>
        <PageTitle>{title}</PageTitle>
        <Body>
          <Lead>{lead}</Lead>
          {children}
        </Body>
        <MoreHelp aria-label="More help">
          <ul>
            {INFO_PAGES.filter((page) => page.path !== path).map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </MoreHelp>
      </Container>
    </main>
  );
}
