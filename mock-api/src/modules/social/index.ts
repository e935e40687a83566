export { addShareCountRoutes, socialRouter } from './routes';
export { createSocialService, type SocialService } from './service';
