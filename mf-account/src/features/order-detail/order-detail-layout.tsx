import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';

/** The order page's frame, shared with its loading state so that nothing moves when the order arrives. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 700;
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;
