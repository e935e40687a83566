export { newsletterRouter } from './routes';
export { createNewsletterService } from './service';
export { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-link';
