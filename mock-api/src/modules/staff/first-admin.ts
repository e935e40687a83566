import type { FirstAdminConfig } from '../../config-sign-in';
import type { Logger } from '../../logger';
import type { StaffService } from './staff-service';

/** Whom the logged link signs in when ADMIN_EMAIL is unset; the admin can then invite their real address. */
export const FIRST_ADMIN_PLACEHOLDER_EMAIL = 'admin@panicsquad.localhost';

/**
 * While no staff user can sign in, someone must be able to get in: the admin from
 * ADMIN_EMAIL and ADMIN_PASSWORD, or else a one-time link in the log (valid one hour,
 * a fresh one at each start until used) that lets the first person choose the admin
 * password. Any replica may run this: e-mails are unique.
 */
export async function ensureFirstAdmin(staff: StaffService, firstAdmin: FirstAdminConfig | undefined, logger: Logger) {
  if (await staff.anyoneCanSignIn()) return;
  if (firstAdmin) {
    const created = await staff.createWithPassword({ ...firstAdmin, name: 'Admin', role: 'admin' });
    if (created !== null) logger.info('created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD');
    else logger.warn('ADMIN_EMAIL names a staff user without a password: run npm run staff -- reset <email>');
    return;
  }
  const { link, expiresAt } = await placeholderLink(staff);
  // Logged on purpose: this link is how the first admin gets in.
  logger.warn(
    { expiresAt },
    `No staff user can sign in yet. Within the hour, open ${link} to choose the password of ${FIRST_ADMIN_PLACEHOLDER_EMAIL}`,
  );
}

async function placeholderLink(staff: StaffService) {
  const existing = await staff.findByEmail(FIRST_ADMIN_PLACEHOLDER_EMAIL);
  if (existing) return staff.linkFor(existing.id);
  try {
    return await staff.invite({ email: FIRST_ADMIN_PLACEHOLDER_EMAIL, name: 'Admin', role: 'admin' });
  } catch (error) {
    // Replicas starting together on an empty database: another one invited the placeholder first.
    const raced = await staff.findByEmail(FIRST_ADMIN_PLACEHOLDER_EMAIL);
    if (!raced) throw error;
    return staff.linkFor(raced.id);
  }
}
