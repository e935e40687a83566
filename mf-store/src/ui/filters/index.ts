export { FilterSidebar } from './filter-sidebar';
export { useUrlFilters } from './use-url-filters';
