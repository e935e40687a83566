import styled, { css } from 'styled-components';
import { media } from '@ps/shared/theme';
import type { GridView } from './card-frame';

/** The grid of cards; products and their placeholders lay out alike. */
export const GridList = styled.ul<{ $view: GridView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ $view }) =>
    $view === 'grid' &&
    css`
      ${media.sm} {
        grid-template-columns: repeat(2, 1fr);
      }
      ${media.md} {
        grid-template-columns: repeat(2, 1fr);
      }
      ${media.lg} {
        grid-template-columns: repeat(3, 1fr);
      }
      ${media.xl} {
        grid-template-columns: repeat(4, 1fr);
      }
    `}
`;
