export { addMailingAdminRoutes } from './routes';
export { createMailingService, type MailingService } from './service';
