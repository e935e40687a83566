export { CategoryDetailPage } from './detail/category-detail-page';
export { EditCategoryPage, NewCategoryPage } from './form/category-form-page';
export { CategoriesPage } from './list/categories-page';
