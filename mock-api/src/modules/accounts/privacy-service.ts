import type { Request, Response } from 'express';
import type { DeleteAccountBody } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { customerDataExport, eraseCustomerData } from '../customers';
import type { SessionManager } from '../../platform/sessions/session-manager';
import type { ProfileService } from './profile-service';
import { setMarketingEmails, type AccountRecord } from './repository';

export interface PrivacyServiceDependencies {
  db: Db;
  clock: Clock;
  sessions: SessionManager;
  profiles: ProfileService;
}

/**
 * The customer's own privacy choices (decision 062): marketing mail, a copy of their data and
 * deleting the account, with the same export and erasure the console's GDPR tools use.
 */
export function createPrivacyService({ db, clock, sessions, profiles }: PrivacyServiceDependencies) {
  return {
    async setMarketing(customerId: number, marketingEmails: boolean) {
      await setMarketingEmails(db, customerId, marketingEmails);
      return profiles.profile(customerId);
    },

    exportData: (account: AccountRecord) => customerDataExport(db, account.email, clock()),

    /** Erases as staff would (orders kept for the books, without the person), then clears this browser's cookie. */
    async deleteAccount(req: Request, res: Response, account: AccountRecord, body: DeleteAccountBody) {
      await profiles.proveOwner(req, res, account, body.currentPassword);
      await db.transaction().execute((trx) => eraseCustomerData(trx, account.email, clock()));
      await sessions.end(req, res, 'customer');
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
