import { sql } from 'kysely';
import { ADMIN_ROLE, type StaffPermission } from '@ps/shared/console-schemas';
import type { StaffRole } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';

const columns = [
  'id',
  'email',
  'name',
  'role',
  'passwordHash',
  'disabledAt',
  'lastSignInAt',
  'createdAt',
  'totpSecret',
  'totpPendingSecret',
  'totpEnabledAt',
] as const;

/** A member with what their role lets them do, read with the member so a role's change applies at the next request. */
const withAccess = (db: Db) =>
  db
    .selectFrom('staffUsers')
    .innerJoin('staffRoles', 'staffRoles.name', 'staffUsers.role')
    .select(columns.map((column) => `staffUsers.${column}` as const))
    .select('staffRoles.refundLimitCents')
    .select((eb) =>
      eb
        .selectFrom('staffRolePermissions')
        .whereRef('staffRolePermissions.roleId', '=', 'staffRoles.id')
        .select(sql<StaffPermission[]>`coalesce(array_agg(permission order by permission), '{}')`.as('permissions'))
        .$asScalar()
        .$notNull()
        .as('permissions'),
    );

export const staffQueries = {
  findByEmail: (db: Db, email: string) =>
    withAccess(db).where('staffUsers.email', '=', email.toLowerCase()).executeTakeFirst(),

  findById: (db: Db, id: number) => withAccess(db).where('staffUsers.id', '=', id).executeTakeFirst(),

  /** One page, by e-mail, and how many there are in all. */
  async page(db: Db, { limit, offset }: { limit: number; offset: number }) {
    const [{ total }, rows] = await Promise.all([
      db
        .selectFrom('staffUsers')
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
      db.selectFrom('staffUsers').select(columns).orderBy('email').orderBy('id').limit(limit).offset(offset).execute(),
    ]);
    return { rows, total };
  },

  /** Locks the admins who can sign in, so two changes that each leave one of them cannot both pass. */
  activeAdminsForUpdate: (trx: Db) =>
    trx
      .selectFrom('staffUsers')
      .select('id')
      .where('role', '=', ADMIN_ROLE)
      .where('disabledAt', 'is', null)
      .where('passwordHash', 'is not', null)
      .forUpdate()
      .execute(),

  async update(trx: Db, id: number, change: { role?: StaffRole; disabledAt?: Date | null }): Promise<void> {
    await trx
      .updateTable('staffUsers')
      .set({ ...change, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
  },

  async touchSignIn(trx: Db, id: number, at: Date): Promise<void> {
    await trx.updateTable('staffUsers').set({ lastSignInAt: at }).where('id', '=', id).execute();
  },

  async countWithPassword(db: Db): Promise<number> {
    const { count } = await db
      .selectFrom('staffUsers')
      .where('passwordHash', 'is not', null)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  /** Creates the staff user unless the e-mail has one; null when it does. */
  async insert(db: Db, staff: { email: string; name: string; role: StaffRole; passwordHash: string | null }) {
    const row = await db
      .insertInto('staffUsers')
      .values({ ...staff, email: staff.email.toLowerCase() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
    await db.updateTable('staffUsers').set({ passwordHash, updatedAt: new Date() }).where('id', '=', id).execute();
  },
};

export type StaffRecord = NonNullable<Awaited<ReturnType<typeof staffQueries.findById>>>;
/** A member as the Staff screen lists them, without their role's permissions. */
export type StaffRow = Awaited<ReturnType<typeof staffQueries.page>>['rows'][number];
