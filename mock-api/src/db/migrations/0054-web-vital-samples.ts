import { sql, type Migration } from 'kysely';

/*
 * Core Web Vitals from fans' browsers (issue 24), one row per figure: which page (its route template, never its
 * address), which metric, the value and when it came. No session, visitor or address is kept: the console only
 * reads percentiles per route and day.
 */
export const webVitalSamplesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('web_vital_samples')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('route', 'text', (col) => col.notNull())
      .addColumn('metric', 'text', (col) => col.notNull())
      .addColumn('value', 'double precision', (col) => col.notNull())
      .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('web_vital_samples_recorded_idx')
      .on('web_vital_samples')
      .column('recorded_at')
      .execute();
  },
};
