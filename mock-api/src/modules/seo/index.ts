export { createSeoRepository } from './repository';
export { seoRouter } from './routes';
export { createSeoService } from './service';
