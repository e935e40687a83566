import { Router, type Request } from 'express';
import { contactMessageSchema, type ContactMessage, type SupportContact } from '@ps/shared/schemas';
import { noStore } from '../../http/cache-control';
import { parseBody } from '../../http/validate';
import type { RequestHandler } from 'express';
import type { ContactService } from './service';

const CHECK_FIELDS = 'Please check the highlighted fields';
const TOO_MANY = 'You have sent several messages in a short time. Please wait a while before sending another.';

/** The form shows `fields` beside its inputs and `message` above them. */
const contactMessageOf = (req: Request): ContactMessage => parseBody(contactMessageSchema, req, () => CHECK_FIELDS);

/** GET: how to reach support. POST: a message for the staff, stored and mailed to the support address. */
export function contactRouter(
  service: ContactService,
  support: () => Promise<SupportContact>,
  limitPerClient: (message: string) => RequestHandler,
): Router {
  const router = Router();
  // Revalidated on every use: staff may change the contact in the settings at any time.
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await support());
  });
  router.post('/', noStore, limitPerClient(TOO_MANY), async (req, res) => {
    res.status(201).json(await service.receive(contactMessageOf(req)));
  });
  return router;
}
