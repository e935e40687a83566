export { searchRouter } from './routes';
export { createSearchService } from './service';
