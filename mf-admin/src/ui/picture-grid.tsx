import styled from 'styled-components';

/**
 * A list of square pictures in as many columns of at least `$min` as fit; each item (`li`, or the
 * `label` in it) stacks its picture over its words.
 */
export const PictureGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
`;
