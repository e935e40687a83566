export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'name_asc', label: 'Name: A to Z' },
  { value: 'name_desc', label: 'Name: Z to A' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const;

export const RELEVANCE_SORT = { value: 'relevance', label: 'Relevance' } as const;

export type ProductSort = (typeof SORT_OPTIONS)[number]['value'] | typeof RELEVANCE_SORT.value;

/** The price slider of spec 2 §9. */
export const PRICE_RANGE = { min: 0, max: 200, step: 5 } as const;

export interface ProductFilters {
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  sort?: ProductSort;
}

const SORT_VALUES = new Set<string>([...SORT_OPTIONS.map((option) => option.value), RELEVANCE_SORT.value]);

function priceParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= PRICE_RANGE.min ? Math.min(price, PRICE_RANGE.max) : undefined;
}

/** The URL is the source of truth for filters, so a filtered page can be shared and reloaded. */
export function readFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  return {
    category: params.get('category') || undefined,
    search: params.get('q')?.trim() || undefined,
    minPrice: priceParam(params.get('minPrice')),
    maxPrice: priceParam(params.get('maxPrice')),
    featured: params.get('featured') === 'true' || undefined,
    sort: sort && SORT_VALUES.has(sort) ? (sort as ProductSort) : undefined,
  };
}

export function writeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== undefined && filters.minPrice > PRICE_RANGE.min)
    params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined && filters.maxPrice < PRICE_RANGE.max)
    params.set('maxPrice', String(filters.maxPrice));
  if (filters.featured) params.set('featured', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** The API's query: the same names, except the search text. */
export function toProductSearchParams(filters: ProductFilters): URLSearchParams {
  const params = writeFilters(filters);
  params.delete('q');
  if (filters.search) params.set('search', filters.search);
  return params;
}
