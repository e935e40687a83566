import { Link } from '@ps/shared/router';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.75rem;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  a {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    text-decoration: none;
    font-weight: 800;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const HELP_LINKS = [
  { to: '/track', title: 'Track an order', text: 'Look up any order by its number.' },
  { to: '/contact', title: 'Contact support', text: 'Something off? Our crew will sort it out.' },
  { to: '/store', title: 'Keep shopping', text: 'New drops for anxious superheroes.' },
] as const;

export function OrderHelpLinks() {
  return (
    <Section aria-labelledby="order-help-title">
      <h2 id="order-help-title">Need a hand?</h2>
      <Links>
        {HELP_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              {link.title}
              <span>{link.text}</span>
            </Link>
          </li>
        ))}
      </Links>
    </Section>
  );
}
