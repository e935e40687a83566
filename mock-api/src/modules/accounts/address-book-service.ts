import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  normalizeAddress,
  type SavedAddress,
  type SavedAddressValues,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import {
  clearDefaults,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockAddressBook,
  updateAddress,
  type AddressBookEntry,
} from './address-book-repository';

const notFound = () => AppError.notFound(ADDRESS_BOOK_MESSAGES.notFound);

function toEntry(body: SavedAddressValues): AddressBookEntry {
  const { defaultShipping, defaultBilling, ...address } = body;
  return { address: normalizeAddress(address), defaultShipping, defaultBilling };
}

/** The signed-in customer's own addresses; every call names the customer, so another's id is a 404. */
export function createAddressBook(db: Db) {
  /** One write at a time per customer, so the limit and "one default of each kind" hold under races. */
  const write = <T>(customerId: number, change: (trx: Db) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      if (!(await lockAddressBook(trx, customerId))) throw notFound();
      return change(trx);
    });

  async function saved(trx: Db, customerId: number, id: number): Promise<SavedAddress> {
    const entry = await findAddress(trx, customerId, id);
    if (!entry) throw notFound();
    return entry;
  }

  return {
    list: (customerId: number) => listAddresses(db, customerId),

    add: (customerId: number, body: SavedAddressValues) =>
      write(customerId, async (trx) => {
        if ((await countAddresses(trx, customerId)) >= ADDRESS_BOOK_LIMIT) {
          throw new AppError(409, 'CONFLICT', ADDRESS_BOOK_MESSAGES.full);
        }
        const entry = toEntry(body);
        await clearDefaults(trx, customerId, entry);
        return saved(trx, customerId, await insertAddress(trx, customerId, entry));
      }),

    change: (customerId: number, id: number, body: SavedAddressValues) =>
      write(customerId, async (trx) => {
        await saved(trx, customerId, id);
        const entry = toEntry(body);
        await clearDefaults(trx, customerId, entry);
        if (!(await updateAddress(trx, customerId, id, entry))) throw notFound();
        return saved(trx, customerId, id);
      }),

    remove: (customerId: number, id: number) =>
      write(customerId, async (trx) => {
        if (!(await deleteAddress(trx, customerId, id))) throw notFound();
      }),
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
