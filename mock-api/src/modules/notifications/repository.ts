import { sql } from 'kysely';
import {
  NOTIFICATION_PERMISSION,
  ROLE_PERMISSIONS,
  staffRoles,
  type StaffNotificationKind,
} from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';

export interface StaffEvent {
  kind: StaffNotificationKind;
  /** Names the event itself ("order:12"): the same key twice is one notification per member. */
  eventKey: string;
  title: string;
  body: string;
  /** The console page it is about. */
  link: string | null;
}

const rolesHearing = (kind: StaffNotificationKind) =>
  staffRoles.filter((role) => ROLE_PERMISSIONS[role].includes(NOTIFICATION_PERMISSION[kind]));

/**
 * One row per active staff member whose role can act on the event, in one statement. Pass the
 * transaction of the event (the order, the stock change): the rows commit with it, and
 * the unique key makes a repeat of the same event a no-op, on any replica.
 */
export async function notifyStaff(trx: Db, event: StaffEvent): Promise<void> {
  const roles = rolesHearing(event.kind);
  await trx
    .insertInto('staffNotifications')
    .columns(['staffUserId', 'kind', 'eventKey', 'title', 'body', 'link'])
    .expression((eb) =>
      eb
        .selectFrom('staffUsers')
        .select([
          'id',
          sql.val(event.kind).as('kind'),
          sql.val(event.eventKey).as('eventKey'),
          sql.val(event.title).as('title'),
          sql.val(event.body).as('body'),
          sql.val(event.link).as('link'),
        ])
        .where('role', 'in', roles)
        .where('disabledAt', 'is', null),
    )
    .onConflict((conflict) => conflict.columns(['staffUserId', 'eventKey']).doNothing())
    .execute();
}
