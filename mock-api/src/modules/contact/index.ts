export { createContactRepository } from './repository';
export { contactRouter } from './routes';
export { createContactService } from './service';
