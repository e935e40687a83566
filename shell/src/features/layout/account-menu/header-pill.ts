import { css } from 'styled-components';
import { media } from '@ps/shared/theme';

/** The header's account control and its placeholder share one box, so the answer moves nothing. */
export const headerPill = css`
  grid-area: account;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  /* Beside the logo and the cart on a 320 px phone, a long name gives way first. */
  max-width: 26vw;
  ${media.sm} {
    max-width: 220px;
  }
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
`;
