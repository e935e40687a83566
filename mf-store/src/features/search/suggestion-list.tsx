import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import { formatPrice } from '@ps/shared/format';
import type { SearchSuggestion } from '@ps/shared/schemas';
import { SUGGESTIONS_MIN_CHARS } from '../../lib/catalog-api/get-search-suggestions';
import { RECENT_SEARCHES_SHOWN, useRecentSearches } from './recent-searches-store';

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  a,
  button {
    display: flex;
    width: 100%;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.text};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  a:focus-visible,
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.color.surface};
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .heading {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.85rem;
  }
`;

const hrefOf = (suggestion: SearchSuggestion): string =>
  suggestion.type === 'category' ? `/store/category/${suggestion.slug}` : `/store/${suggestion.slug}`;

interface Props {
  text: string;
  suggestions: SearchSuggestion[];
  error: boolean;
  onPickTerm: (term: string) => void;
}

/** Recent searches while the box is empty; suggestions once there are 2 characters. Mouse-down keeps focus so a pick lands. */
export function SuggestionList({ text, suggestions, error, onPickTerm }: Props) {
  const recent = useRecentSearches((state) => state.terms).slice(0, RECENT_SEARCHES_SHOWN);
  const typing = text.trim().length >= SUGGESTIONS_MIN_CHARS;
  if (!typing && recent.length === 0) return null;
  if (typing && !error && suggestions.length === 0) return null;

  return (
    <List
      id="search-suggestions"
      aria-label={typing ? 'Suggestions' : 'Recent searches'}
      onMouseDown={(event) => event.preventDefault()}
    >
      {!typing && <li className="heading">Recent searches</li>}
      {!typing &&
        recent.map((term) => (
          <li key={term}>
            <button type="button" onClick={() => onPickTerm(term)}>
              {term}
            </button>
          </li>
        ))}
      {typing && error && <li className="heading">Failed to fetch suggestions</li>}
      {typing &&
        suggestions.map((suggestion) => (
          <li key={`${suggestion.type}-${suggestion.id}`}>
            <Link to={hrefOf(suggestion)}>
              {suggestion.imageUrl && <img src={suggestion.imageUrl} alt="" width={40} height={40} />}
              <span>
                {suggestion.title}
                <small>
                  {[
                    suggestion.subtitle,
                    suggestion.badge,
                    suggestion.price !== null ? formatPrice(suggestion.price) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </span>
            </Link>
          </li>
        ))}
    </List>
  );
}
