import { Router, type Request } from 'express';
import { contactMessageSchema, type ContactMessage, type SupportContact } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/cache-control';
import { fieldsFromIssues } from '../../http/validate';
import type { RequestHandler } from 'express';
import type { ContactService } from './service';

const CHECK_FIELDS = 'Please check the highlighted fields';
const TOO_MANY = 'You have sent several messages in a short time. Please wait a while before sending another.';

/** The form shows `fields` beside its inputs and `message` above them. */
function contactMessageOf(req: Request): ContactMessage {
  if (req.is('application/json') === false) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the message as JSON (Content-Type: application/json)');
  }
  const result = contactMessageSchema.safeParse(req.body ?? {});
  if (result.success) return result.data;
  throw AppError.validation(CHECK_FIELDS, fieldsFromIssues(result.error.issues));
}

/** GET: how to reach support. POST: a message for the staff, stored and mailed to the support address. */
export function contactRouter(
  service: ContactService,
  support: SupportContact,
  limitPerClient: (message: string) => RequestHandler,
): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(support);
  });
  router.post('/', noStore, limitPerClient(TOO_MANY), async (req, res) => {
    res.status(201).json(await service.receive(contactMessageOf(req)));
  });
  return router;
}
