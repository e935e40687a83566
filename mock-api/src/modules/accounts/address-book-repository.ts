import type { Address, SavedAddress } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export interface AddressBookEntry {
  address: Address;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

const columns = ['id', 'address', 'isDefaultShipping', 'isDefaultBilling'] as const;

const toSaved = (row: { id: number; address: Address; isDefaultShipping: boolean; isDefaultBilling: boolean }) =>
  ({
    ...row.address,
    id: row.id,
    defaultShipping: row.isDefaultShipping,
    defaultBilling: row.isDefaultBilling,
  }) satisfies SavedAddress;

/*
 * Every query names the customer: an id of another customer's address finds nothing, which
 * the service answers as a 404, so ids cannot be probed.
 */

/** Defaults first, then in the order they were added. */
export async function listAddresses(db: Db, customerId: number): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('customerAddresses')
    .select(columns)
    .where('customerId', '=', customerId)
    .orderBy('isDefaultShipping', 'desc')
    .orderBy('isDefaultBilling', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toSaved);
}

export async function findAddress(db: Db, customerId: number, id: number): Promise<SavedAddress | undefined> {
  const row = await db
    .selectFrom('customerAddresses')
    .select(columns)
    .where('customerId', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toSaved(row);
}

/** Locks the customer's row: writes to one address book run one at a time (the limit and the defaults hold). */
export async function lockAddressBook(db: Db, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customerAddresses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The new default of a kind takes the place of the old one. */
export async function clearDefaults(db: Db, customerId: number, entry: AddressBookEntry): Promise<void> {
  if (entry.defaultShipping) {
    await db
      .updateTable('customerAddresses')
      .set({ isDefaultShipping: false })
      .where('customerId', '=', customerId)
      .execute();
  }
  if (entry.defaultBilling) {
    await db
      .updateTable('customerAddresses')
      .set({ isDefaultBilling: false })
      .where('customerId', '=', customerId)
      .execute();
  }
}

export async function insertAddress(db: Db, customerId: number, entry: AddressBookEntry): Promise<number> {
  const row = await db
    .insertInto('customerAddresses')
    .values({
      customerId,
      address: entry.address,
      isDefaultShipping: entry.defaultShipping,
      isDefaultBilling: entry.defaultBilling,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(db: Db, customerId: number, id: number, entry: AddressBookEntry): Promise<boolean> {
  const result = await db
    .updateTable('customerAddresses')
    .set({ address: entry.address, isDefaultShipping: entry.defaultShipping, isDefaultBilling: entry.defaultBilling })
    .where('customerId', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('customerAddresses')
    .where('customerId', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The defaults, which checkout starts from. */
export async function defaultAddresses(db: Db, customerId: number) {
  const addresses = await listAddresses(db, customerId);
  const pick = (entry: SavedAddress | undefined): Address | null => {
    if (!entry) return null;
    const { id: _id, defaultShipping: _shipping, defaultBilling: _billing, ...address } = entry;
    return address;
  };
  return {
    shippingAddress: pick(addresses.find((entry) => entry.defaultShipping)),
    billingAddress: pick(addresses.find((entry) => entry.defaultBilling)),
  };
}
