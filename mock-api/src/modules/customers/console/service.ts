import type { Writable } from 'node:stream';
import {
  ADMIN_CUSTOMER_MESSAGES,
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AdminCustomersResponse,
  type EraseCustomerResponse,
} from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { Clock } from '../../../lib/clock';
import { centsToDollars } from '../../../lib/money';
import type { StaffActor } from '../../../platform/audit/staff-actor';
import { toOrderAddress } from '../../orders';
import { customerDataExport } from './customer-data-export';
import { eraseCustomerData } from './customer-erasure-repository';
import {
  customerByEmail,
  listCustomers,
  nextCustomers,
  type CustomerListFilter,
  type CustomerListRow,
} from './customer-list-repository';
import { customerRecords, emailOfKey } from './customer-records-repository';
import { writeCustomersCsv } from './customers-csv';

const EXPORT_BATCH = 500;

export interface CustomerAuditEntry {
  action: string;
  /** The customer key: never the e-mail, which the append-only log could not forget. */
  target: string;
  changes: Record<string, unknown>;
}

export interface AdminCustomerDependencies {
  db: Db;
  clock: Clock;
  /** Writes the audit row with the given connection, so it commits with the change. */
  audit: (db: Db, actor: StaffActor, entry: CustomerAuditEntry) => Promise<void>;
}

function toRow(row: CustomerListRow): AdminCustomerRow {
  return {
    key: row.key,
    name: row.name,
    email: row.email,
    kind: row.accountId === null ? 'guest' : 'account',
    orderCount: row.orderCount,
    lifetimeValue: centsToDollars(Number(row.lifetimeCents)),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    newsletter: row.newsletter,
  };
}

/** The console's customers: accounts and guest buyers grouped by e-mail, and their GDPR export and erasure. */
export function createAdminCustomerService({ db, clock, audit }: AdminCustomerDependencies) {
  async function emailOf(key: string): Promise<string> {
    const email = await emailOfKey(db, key);
    if (!email) throw AppError.notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
    return email;
  }

  return {
    async list(filter: CustomerListFilter, page: { limit: number; offset: number }): Promise<AdminCustomersResponse> {
      const { total, rows } = await listCustomers(db, filter, page.limit, page.offset);
      return { customers: rows.map(toRow), pagination: { total, hasMore: page.offset + rows.length < total } };
    },

    async detail(key: string): Promise<AdminCustomerDetail> {
      const email = await emailOf(key);
      const [row, records] = await Promise.all([customerByEmail(db, email), customerRecords(db, email)]);
      if (!row) throw AppError.notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
      return {
        ...toRow(row),
        phone: records.phone,
        accountCreatedAt: records.accountCreatedAt?.toISOString() ?? null,
        firstOrderAt: records.firstOrderAt?.toISOString() ?? null,
        newsletterSince: records.newsletterSince?.toISOString() ?? null,
        orders: records.orders.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          paymentStatus: order.paymentStatus,
          total: centsToDollars(order.totalCents),
          createdAt: order.createdAt.toISOString(),
        })),
        addresses: records.addresses.map(({ address, lastUsedAt }) => ({
          ...toOrderAddress(address, false),
          lastUsedAt: lastUsedAt.toISOString(),
        })),
      };
    },

    exportCsv(filter: CustomerListFilter, out: Writable): Promise<void> {
      return writeCustomersCsv(out, (after) => nextCustomers(db, filter, after, EXPORT_BATCH));
    },

    /** Everything held about the customer; the audit row says who took it, not whose it was. */
    async exportData(key: string, actor: StaffActor) {
      const data = await customerDataExport(db, await emailOf(key), clock());
      await audit(db, actor, {
        action: 'customer.data_exported',
        target: key,
        changes: { orders: data.orders.length, account: data.account !== null },
      });
      return data;
    },

    async erase(key: string, confirmEmail: string, actor: StaffActor): Promise<EraseCustomerResponse> {
      const email = await emailOf(key);
      if (confirmEmail.toLowerCase() !== email) {
        throw AppError.validation(ADMIN_CUSTOMER_MESSAGES.confirmMismatch, {
          confirmEmail: ADMIN_CUSTOMER_MESSAGES.confirmMismatch,
        });
      }
      return db.transaction().execute(async (trx) => {
        const { orderNumbers, accountId, ...erased } = await eraseCustomerData(trx, email, clock());
        await audit(trx, actor, {
          action: 'customer.erased',
          target: key,
          changes: { ...erased, accountId, orderNumbers },
        });
        return { erased: { ...erased, orders: orderNumbers.length } };
      });
    },
  };
}

export type AdminCustomerService = ReturnType<typeof createAdminCustomerService>;
