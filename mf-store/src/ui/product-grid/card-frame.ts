import { css } from 'styled-components';

export type GridView = 'grid' | 'list';

/** The card's outline and its image/body split; the card and its loading placeholder share it, so they are the same size. */
export const cardFrame = css<{ $view: GridView }>`
  position: relative;
  display: grid;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  ${({ $view }) =>
    $view === 'list'
      ? css`
          grid-template-columns: minmax(96px, 160px) 1fr;
        `
      : css`
          grid-template-rows: auto 1fr;
        `}
`;

/** The card body's padding and spacing, shared for the same reason. */
export const cardBody = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
`;
