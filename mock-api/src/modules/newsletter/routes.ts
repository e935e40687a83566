import { Router, type Request, type RequestHandler } from 'express';
import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmBodySchema,
  newsletterSignupBodySchema,
  type NewsletterSignup,
  type NewsletterUnsubscribeResponse,
} from '@ps/shared/schemas';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/cache-control';
import { parseBody } from '../../http/validate';
import type { NewsletterService } from './service';
import { invalidUnsubscribeLinkPage, unsubscribedPage } from './unsubscribe-page';

/** Forms show `message` in a toast, so a bad e-mail's own words lead it. */
const signupOf = (req: Request): NewsletterSignup =>
  parseBody(newsletterSignupBodySchema, req, (fields) => fields.email ?? 'Please check the signup details');

const tokenOf = (req: Request): string => (typeof req.query.token === 'string' ? req.query.token : '');

type NewsletterConfig = Pick<Config, 'publicUrl'>;

/** Per-client limits: `signup` counts signups, `confirm` confirmations, each apart from the other. */
export function newsletterRouter(
  service: NewsletterService,
  config: NewsletterConfig,
  limits: { signup: RequestHandler; confirm: RequestHandler },
): Router {
  const router = Router();
  router.use(noStore);
  router.post('/signup', limits.signup, async (req, res) => {
    res.json(await service.signup(signupOf(req), config.publicUrl));
  });
  // A POST from the site's confirm page: opening the e-mail's link alone (a mail scanner) confirms nothing.
  router.post('/confirm', limits.confirm, async (req, res) => {
    const { token } = parseBody(newsletterConfirmBodySchema, req);
    res.json(await service.confirm(token, config.publicUrl));
  });
  router.get('/unsubscribe', async (req, res) => {
    const done = await service.unsubscribe(tokenOf(req));
    res
      .status(done ? 200 : 404)
      .type('html')
      .send(done ? unsubscribedPage() : invalidUnsubscribeLinkPage());
  });
  // One-click unsubscribe (RFC 8058): the mail client POSTs to the link from List-Unsubscribe.
  router.post('/unsubscribe', async (req, res) => {
    if (!(await service.unsubscribe(tokenOf(req)))) throw AppError.notFound(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
    const body: NewsletterUnsubscribeResponse = { status: 'unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed };
    res.json(body);
  });
  return router;
}
