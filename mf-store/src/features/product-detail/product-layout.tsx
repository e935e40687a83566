import styled from 'styled-components';

/** Gallery and buying column; the product page and its loading state share it so that neither moves. */
export const ProductLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
`;
