import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  ACCOUNT_MESSAGES,
  confirmEmailBodySchema,
  loginBodySchema,
  ordersQuerySchema,
  passwordResetBodySchema,
  registerBodySchema,
  SESSION_ID_HEADER,
  sessionIdSchema,
  setPasswordWithTokenBodySchema,
  type AccountAddressesResponse,
  type AccountSessionResponse,
  type MessageResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/cache-control';
import { parseBody, parseQuery } from '../../http/validate';
import type { OrderService } from '../orders';
import type { KnownDevices } from '../../platform/sessions/known-devices';
import { requireCsrf } from '../../platform/sessions/require-csrf';
import type { SessionManager, SessionView } from '../../platform/sessions/session-manager';
import { adoptCartAtSignIn } from './account-cart';
import { toAccountUser, type AccountService } from './account-service';
import { defaultAddresses } from './address-book-repository';
import { addressBookRouter } from './address-book-routes';
import type { AddressBook } from './address-book-service';
import { privacyRouter } from './privacy-routes';
import type { PrivacyService } from './privacy-service';
import { profileRouter } from './profile-routes';
import type { ProfileService } from './profile-service';
import { lastOrderAddresses, type AccountRecord } from './repository';
import type { SignInThrottle } from '../../platform/sessions/sign-in-throttle';

export interface AccountRouterDependencies {
  db: Db;
  service: AccountService;
  profiles: ProfileService;
  addressBook: AddressBook;
  privacy: PrivacyService;
  orders: OrderService;
  sessions: SessionManager;
  throttle: SignInThrottle;
  devices: KnownDevices;
  /** Per-client limits on creating accounts and asking for reset links. */
  registerLimit: RequestHandler;
  resetLimit: RequestHandler;
}

/** The browser's guest cart id, when it sent a well-formed one. */
const browserSessionIdOf = (req: Request) => sessionIdSchema.safeParse(req.get(SESSION_ID_HEADER)).data;

/** Customer accounts (issue 11): sign-in with a session cookie, CSRF tokens on every write. */
export function accountRouter(deps: AccountRouterDependencies): Router {
  const { db, service, orders, sessions, throttle, devices } = deps;
  const router = Router();
  router.use(noStore);
  router.use(requireCsrf(sessions, 'customer'));

  async function answer(res: Response, session: SessionView, account: AccountRecord | undefined) {
    const body: AccountSessionResponse = {
      user: account ? toAccountUser(account) : null,
      csrfToken: session.csrfToken,
      cartSessionId: account?.cartSessionId ?? null,
    };
    res.json(body);
  }

  async function signIn(req: Request, res: Response, account: AccountRecord) {
    const cartSessionId = await adoptCartAtSignIn(db, account.id, browserSessionIdOf(req));
    const session = await sessions.rotate(req, res, 'customer', { customerId: account.id });
    await answer(res, session, { ...account, cartSessionId });
  }

  async function signedInAccount(req: Request): Promise<AccountRecord> {
    const session = await sessions.current(req, 'customer');
    const account = session?.customerId ? await service.findById(session.customerId) : undefined;
    if (!account) throw new AppError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.signInRequired);
    return account;
  }

  router.get('/session', async (req, res) => {
    const session = await sessions.ensure(req, res, 'customer');
    await answer(res, session, session.customerId ? await service.findById(session.customerId) : undefined);
  });

  router.post('/register', deps.registerLimit, async (req, res) => {
    await service.register(parseBody(registerBodySchema, req));
    // The same words whether or not the address has an account (decision 048); nobody is signed in yet.
    const body: MessageResponse = { message: ACCOUNT_MESSAGES.confirmationSent };
    res.status(202).json(body);
  });

  router.post('/confirm', async (req, res) => {
    const { token } = parseBody(confirmEmailBodySchema, req);
    await signIn(req, res, await service.confirmEmail(token));
  });

  router.post('/login', async (req, res) => {
    const { email, password } = parseBody(loginBodySchema, req);
    const attempt = await throttle.admit(req, res, email);
    const account = await service.authenticate(email, password);
    if (!account) throw new AppError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
    await attempt.succeeded();
    if (!account.emailConfirmedAt) {
      // Only the password's holder learns this, and the new link goes to the address itself.
      await service.resendConfirmation(account);
      throw new AppError(403, 'EMAIL_NOT_CONFIRMED', ACCOUNT_MESSAGES.emailNotConfirmed);
    }
    await devices.remember(req, res, 'customer', account.email);
    await signIn(req, res, account);
  });

  router.post('/logout', async (req, res) => {
    await sessions.end(req, res, 'customer');
    await answer(res, await sessions.ensure(req, res, 'customer'), undefined);
  });

  router.post('/password-reset', deps.resetLimit, async (req, res) => {
    const { email } = parseBody(passwordResetBodySchema, req);
    await service.requestPasswordReset(email);
    const body: MessageResponse = { message: ACCOUNT_MESSAGES.resetRequested };
    res.status(202).json(body);
  });

  router.post('/password-reset/confirm', async (req, res) => {
    const { token, password } = parseBody(setPasswordWithTokenBodySchema, req);
    await service.resetPassword(token, password);
    const body: MessageResponse = { message: ACCOUNT_MESSAGES.resetDone };
    res.json(body);
  });

  router.get('/addresses', async (req, res) => {
    const account = await signedInAccount(req);
    // The address book's defaults first; an account without them starts from its latest order, as before.
    const saved = await defaultAddresses(db, account.id);
    const last = saved.shippingAddress && saved.billingAddress ? undefined : await lastOrderAddresses(db, account.id);
    const body: AccountAddressesResponse = {
      shippingAddress: saved.shippingAddress ?? last?.shippingAddress ?? null,
      billingAddress: saved.billingAddress ?? last?.billingAddress ?? null,
    };
    res.json(body);
  });

  router.use(profileRouter({ profiles: deps.profiles, signedInAccount }));
  router.use(addressBookRouter({ addressBook: deps.addressBook, signedInAccount }));
  router.use(privacyRouter({ privacy: deps.privacy, signedInAccount }));

  router.get('/orders', async (req, res) => {
    const account = await signedInAccount(req);
    res.json(await orders.listOwn({ customerId: account.id }, parseQuery(ordersQuerySchema, req)));
  });

  return router;
}
