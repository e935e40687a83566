import styled from 'styled-components';

/** Spec 2: the popular search chips. */
export const POPULAR_SEARCHES = ['t-shirts', 'vinyl records', 'hoodies', 'accessories', 'limited edition'] as const;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

export function PopularSearches({ onPick }: { onPick: (term: string) => void }) {
  return (
    <Chips aria-label="Popular searches">
      <li>Popular:</li>
      {POPULAR_SEARCHES.map((term) => (
        <li key={term}>
          <button type="button" onClick={() => onPick(term)}>
            {term}
          </button>
        </li>
      ))}
    </Chips>
  );
}
