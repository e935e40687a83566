export { type CategoryRecord, type CategoryRepository, createCategoryRepository } from './repository';
export { categoriesRouter } from './routes';
export { createCategoryService } from './service';
