import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Button } from '@ps/shared/ui';
import { useCategories } from '../../lib/catalog-api/get-categories';
import {
  RELEVANCE_SORT,
  SORT_OPTIONS,
  type ProductFilters,
  type ProductSort,
} from '../../lib/catalog-model/product-filters';
import { PriceRange } from './price-range';

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend,
  label > span:first-child {
    font-weight: 700;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    border: 2px solid ${({ theme }) => theme.color.border};
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space(4)};
  ${media.md} {
    display: grid;
  }
`;

const MobileToggle = styled(Button)`
  ${media.md} {
    display: none;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

interface Props {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  showCategory?: boolean;
  withRelevance?: boolean;
}

export function FilterSidebar({ filters, onChange, showCategory = true, withRelevance = false }: Props) {
  const [open, setOpen] = useState(false);
  const { data: categories = [] } = useCategories();
  const sortOptions = withRelevance ? [RELEVANCE_SORT, ...SORT_OPTIONS] : SORT_OPTIONS;
  const commitPrice = useCallback(
    (range: Pick<ProductFilters, 'minPrice' | 'maxPrice'>) => onChange({ ...filters, ...range }),
    [filters, onChange],
  );

  return (
    <Aside aria-label="Filters">
      <MobileToggle $variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide filters' : 'Filters & sort'}
      </MobileToggle>
      <Panel $open={open}>
        <label>
          <span>Sort by</span>
          <select
            value={filters.sort ?? sortOptions[0].value}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as ProductSort })}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {showCategory && (
          <label>
            <span>Category</span>
            <select
              value={filters.category ?? ''}
              onChange={(event) => onChange({ ...filters, category: event.target.value || undefined })}
            >
              <option value="">All categories</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <PriceRange min={filters.minPrice} max={filters.maxPrice} onCommit={commitPrice} />
        <Check>
          <input
            type="checkbox"
            checked={filters.featured ?? false}
            onChange={(event) => onChange({ ...filters, featured: event.target.checked || undefined })}
          />
          Featured only
        </Check>
        <Button $variant="ghost" onClick={() => onChange({ search: filters.search })}>
          Clear all
        </Button>
      </Panel>
    </Aside>
  );
}
