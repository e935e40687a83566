export { seoRouter } from './routes';
export { createSeoService } from './service';
