export { contactRouter } from './routes';
export { createContactService } from './service';
