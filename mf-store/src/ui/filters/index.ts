export { FilterSidebar } from './filter-sidebar';
export { useFilteredProductPages } from './use-filtered-product-pages';
