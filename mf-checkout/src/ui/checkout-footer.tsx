import styled from 'styled-components';
import { Link } from '@ps/shared/router';
import { INFO_PAGES } from '@ps/shared/route-groups';
import { SupportContactDetails } from '@ps/shared/support';

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 2px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(5)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Spec 3 §2: every checkout step ends with the support phone and e-mail and the policy pages. */
export function CheckoutFooter() {
  return (
    <Footer aria-labelledby="checkout-help-title">
      <h2 id="checkout-help-title">Questions before you order?</h2>
      <SupportContactDetails />
      <Links aria-label="Store policies">
        {INFO_PAGES.filter((page) => page.path !== '/contact').map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.label}</Link>
          </li>
        ))}
      </Links>
    </Footer>
  );
}
