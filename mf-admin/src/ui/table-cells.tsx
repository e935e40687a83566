import styled from 'styled-components';

/**
 * A cell whose text wraps (titles, venues, subjects) so the row's actions fit beside it; `as="th"`
 * for the row's heading. At least `$minWidth` characters wide, and at most `$maxWidth` when given.
 */
export const WrappingCell = styled.td<{ $minWidth: number; $maxWidth?: number }>`
  && {
    white-space: normal;
    min-width: ${({ $minWidth }) => $minWidth}ch;
    max-width: ${({ $maxWidth }) => ($maxWidth ? `${$maxWidth}ch` : 'none')};
  }
`;

/** The buttons of a row, side by side, wrapping when the cell is narrow. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A row being dragged to a new place shows faded. */
export const DraggableRow = styled.tr<{ $dragging: boolean }>`
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
`;

/** A row's small picture (a product's first image). */
export const CellThumbnail = styled.img`
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
