import { Router, type Request } from 'express';
import {
  ACCOUNT_PROFILE_MESSAGES,
  emailChangeBodySchema,
  emailChangeConfirmBodySchema,
  profileNameBodySchema,
  type AccountProfile,
  type AccountSessionResponse,
  type MessageResponse,
  changePasswordBodySchema,
} from '@ps/shared/schemas';
import { parseBody } from '../../http/validate';
import { toAccountUser } from './account-service';
import type { ProfileService } from './profile-service';
import type { AccountRecord } from './repository';

export interface ProfileRouterDependencies {
  profiles: ProfileService;
  /** The signed-in customer's account, or a 401. */
  signedInAccount: (req: Request) => Promise<AccountRecord>;
}

/** The account page's profile routes, mounted inside the account router (its CSRF check and no-store). */
export function profileRouter({ profiles, signedInAccount }: ProfileRouterDependencies): Router {
  const router = Router();

  router.get('/profile', async (req, res) => {
    const account = await signedInAccount(req);
    const body: AccountProfile = await profiles.profile(account.id);
    res.json(body);
  });

  router.patch('/profile', async (req, res) => {
    const name = parseBody(profileNameBodySchema, req);
    const account = await signedInAccount(req);
    const body: AccountProfile = await profiles.rename(account.id, name);
    res.json(body);
  });

  router.post('/password', async (req, res) => {
    const change = parseBody(changePasswordBodySchema, req);
    const account = await signedInAccount(req);
    const session = await profiles.changePassword(req, res, account, change);
    const body: AccountSessionResponse = {
      user: toAccountUser(account),
      csrfToken: session.csrfToken,
      cartSessionId: account.cartSessionId,
    };
    res.json(body);
  });

  router.post('/email-change', async (req, res) => {
    const change = parseBody(emailChangeBodySchema, req);
    const account = await signedInAccount(req);
    await profiles.requestEmailChange(req, res, account, change);
    const body: MessageResponse = { message: ACCOUNT_PROFILE_MESSAGES.emailChangeSent };
    res.status(202).json(body);
  });

  // Needs no session: the link may be opened on another device; the token is the proof.
  router.post('/email-change/confirm', async (req, res) => {
    await profiles.confirmEmailChange(parseBody(emailChangeConfirmBodySchema, req).token);
    const body: MessageResponse = { message: ACCOUNT_PROFILE_MESSAGES.emailChanged };
    res.json(body);
  });

  return router;
}
