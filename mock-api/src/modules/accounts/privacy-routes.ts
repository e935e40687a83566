import { Router, type Request } from 'express';
import {
  ACCOUNT_PROFILE_MESSAGES,
  deleteAccountBodySchema,
  marketingChoiceBodySchema,
  type AccountProfile,
  type MessageResponse,
} from '@ps/shared/schemas';
import { parseBody } from '../../http/validate';
import type { PrivacyService } from './privacy-service';
import type { AccountRecord } from './repository';

export interface PrivacyRouterDependencies {
  privacy: PrivacyService;
  /** The signed-in customer's account, or a 401. */
  signedInAccount: (req: Request) => Promise<AccountRecord>;
}

/** Marketing choice, "download my data" and "delete my account", inside the account router. */
export function privacyRouter({ privacy, signedInAccount }: PrivacyRouterDependencies): Router {
  const router = Router();

  router.put('/marketing', async (req, res) => {
    const { marketingEmails } = parseBody(marketingChoiceBodySchema, req);
    const account = await signedInAccount(req);
    const body: AccountProfile = await privacy.setMarketing(account.id, marketingEmails);
    res.json(body);
  });

  router.get('/data', async (req, res) => {
    const account = await signedInAccount(req);
    res.attachment('panic-squad-my-data.json');
    res.json(await privacy.exportData(account));
  });

  router.post('/delete', async (req, res) => {
    const confirmation = parseBody(deleteAccountBodySchema, req);
    const account = await signedInAccount(req);
    await privacy.deleteAccount(req, res, account, confirmation);
    const body: MessageResponse = { message: ACCOUNT_PROFILE_MESSAGES.accountDeleted };
    res.json(body);
  });

  return router;
}
