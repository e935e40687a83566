import express, { Router, type Request, type RequestHandler } from 'express';
import {
  backInStockConfirmBodySchema,
  backInStockSignupBodySchema,
  BACK_IN_STOCK_MESSAGES,
  type BackInStockUnsubscribeResponse,
} from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/cache-control';
import { parseBody, parseFormFields } from '../../http/validate';
import {
  confirmedPage,
  confirmFailedPage,
  confirmFormPage,
  invalidUnsubscribeLinkPage,
  unsubscribedPage,
} from './confirm-page';
import type { BackInStockService, ConfirmedCustomer } from './service';

const tokenOf = (req: Request): string => (typeof req.query.token === 'string' ? req.query.token : '');

/** The confirm page's button posts a plain form; the API's callers send JSON. */
const fromForm = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/**
 * /api/back-in-stock: sign-up, confirm and unsubscribe for "Tell me when it's back".
 * `confirmedCustomer` is the signed-in customer with a confirmed address, when the request proves it.
 */
export function backInStockRouter(
  service: BackInStockService,
  confirmedCustomer: (req: Request) => Promise<ConfirmedCustomer | null>,
  limits: { signup: RequestHandler; confirm: RequestHandler },
): Router {
  const router = Router();
  router.use(noStore);
  router.post('/', limits.signup, async (req, res) => {
    const signup = parseBody(
      backInStockSignupBodySchema,
      req,
      (fields) => fields.email ?? 'Please check the e-mail address',
    );
    const body = await service.signup(signup, await confirmedCustomer(req));
    res.status(body.status === 'subscribed' ? 201 : 202).json(body);
  });
  router.get('/confirm', (req, res) => {
    res.type('html').send(confirmFormPage(tokenOf(req)));
  });
  router.post('/confirm', limits.confirm, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    if (!fromForm(req)) {
      const { token } = parseBody(backInStockConfirmBodySchema, req);
      res.json(await service.confirm(token));
      return;
    }
    const { token } = parseFormFields(backInStockConfirmBodySchema, req);
    try {
      await service.confirm(token);
      res.type('html').send(confirmedPage());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      res.status(error.status).type('html').send(confirmFailedPage(error.message));
    }
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
    if (!(await service.unsubscribe(tokenOf(req)))) {
      throw AppError.notFound(BACK_IN_STOCK_MESSAGES.invalidUnsubscribeLink);
    }
    const body: BackInStockUnsubscribeResponse = {
      status: 'unsubscribed',
      message: BACK_IN_STOCK_MESSAGES.unsubscribed,
    };
    res.json(body);
  });
  return router;
}
