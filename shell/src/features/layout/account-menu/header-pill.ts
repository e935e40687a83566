import { css } from 'styled-components';

/** The header's account control and its placeholder share one box, so the answer moves nothing. */
export const headerPill = css`
  grid-area: account;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  max-width: 40vw;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
`;
