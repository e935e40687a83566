import { sql, type Migration } from 'kysely';

/*
 * Staff correct the carrier and tracking number of any parcel still on its way, not only the
 * newest (decision 071, amended): the timeline entry about a parcel may now say it was corrected.
 */
export const parcelCorrectionsMigration: Migration = {
  async up(db) {
    await sql`alter table order_events drop constraint order_events_shipment_step_check`.execute(db);
    await sql`
      alter table order_events add constraint order_events_shipment_step_check
      check (shipment_step in ('sent', 'delivered', 'corrected'))
    `.execute(db);
  },
};
