export { NewsletterPage } from './newsletter-page';
