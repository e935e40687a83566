export { type CategoryRecord, findActiveCategoryBySlug, searchCategories } from './repository';
export { categoriesRouter } from './routes';
export { createCategoryService } from './service';
export { addAdminCategoryRoutes } from './console/routes';
export { createAdminCategoryService, type AdminCategoryService } from './console/service';
