import { useSearchParams } from '@ps/shared/router';
import styled from 'styled-components';
import { usePageMeta } from '@ps/shared/seo';
import { Container } from '@ps/shared/ui';
import { CategoryTiles } from '../../ui/category-tiles';
import { Section } from '../../ui/section';
import { PopularSearches } from './popular-searches';
import { useRecentSearches } from './recent-searches-store';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

const Title = styled.h1`
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(4)};
  font-size: clamp(2.5rem, 7vw, 4rem);
  color: ${({ theme }) => theme.color.accent};
`;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const remember = useRecentSearches((state) => state.remember);
  usePageMeta({
    title: query ? `Search: ${query}` : 'Search the store',
    description: 'Search Panic Squad merch: tees, hoodies, vinyl and more.',
  });

  const commit = (term: string) => {
    const next = new URLSearchParams(params);
    if (term.trim()) next.set('q', term.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  };

  return (
    <main>
      <Container>
        <Title>Search the store</Title>
        <SearchBox query={query} onCommit={commit} />
        <PopularSearches
          onPick={(term) => {
            remember(term);
            commit(term);
          }}
        />
        {query ? (
          <SearchResults query={query} />
        ) : (
          <Section aria-labelledby="popular-categories">
            <h2 id="popular-categories">Popular categories</h2>
            <CategoryTiles label="Popular categories" />
          </Section>
        )}
      </Container>
    </main>
  );
}
