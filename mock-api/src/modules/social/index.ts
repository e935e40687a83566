export { createSocialRepository } from './repository';
export { addShareCountRoutes, socialRouter } from './routes';
export { createSocialService, type SocialService } from './service';
