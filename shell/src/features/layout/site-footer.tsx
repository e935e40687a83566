import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import { BAND_NAME, BAND_TAGLINE } from '@ps/shared/rules';
import { openPrivacySettings } from '@ps/shared/consent';
import { INFO_PAGES } from '@ps/shared/route-groups';
import { Container } from '@ps/shared/ui';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(8)} 0;
  border-top: 2px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Navs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
  }
`;

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <p>
          © {new Date().getFullYear()} {BAND_NAME}. {BAND_TAGLINE}.
        </p>
        <Navs>
          <Links aria-label="Footer">
            <Link to="/store">Merch</Link>
            <Link to="/account/orders">Your orders</Link>
            <Link to="/track">Track an order</Link>
            <Link to="/social">Social hub</Link>
          </Links>
          <Links aria-label="Help and policies">
            {INFO_PAGES.map((page) => (
              <Link key={page.path} to={page.path}>
                {page.label}
              </Link>
            ))}
            <button type="button" onClick={openPrivacySettings}>
              Privacy settings
            </button>
          </Links>
        </Navs>
      </Inner>
    </Footer>
  );
}
