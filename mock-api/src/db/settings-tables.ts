import type { ColumnType, Generated } from 'kysely';
import type { StaffNotificationKind } from '@ps/shared/console-schemas';
import type { BandPresence } from '@ps/shared/schemas';

/* The shop's settings and the staff's notifications (migration 0017). */

export interface SettingsTable {
  /** Always true: the table holds one row. */
  id: Generated<boolean>;
  shopName: string;
  supportEmail: string;
  supportPhone: string;
  /** Printed on receipts, lines separated by newlines (migration 0042). */
  shopAddress: string;
  freeShippingThresholdCents: number;
  /** A variant without a threshold of its own warns at this many units or fewer. */
  lowStockThreshold: number;
  band: BandPresence;
  /** Null until staff first save the settings: the row is still the seed. */
  updatedAt: Date | null;
  updatedBy: string | null;
  /** Migration 0040: bumped by each save of the console's form; a save naming an older one is refused. */
  version: Generated<number>;
  /** Migration 0060: days after delivery a customer may ask for a return or an exchange. */
  returnWindowDays: Generated<number>;
}

export interface StaffNotificationsTable {
  id: Generated<string>;
  staffUserId: number;
  kind: StaffNotificationKind;
  /** What happened, once per member: a second insert of the same event is ignored. */
  eventKey: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  readAt: Date | null;
}
