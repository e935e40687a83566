import { sql, type RawBuilder } from 'kysely';
import type { AnalyticsEventType } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import type { SummaryPeriod } from './summary-period';
import type { EntrySource } from './traffic-channel';

/* Every figure is aggregated by the database; only one row per day, channel source or variant comes back. */

/** A visitor is the browser's visitor id, or its tab session when it sent none. */
const visitor = sql`coalesce(user_id, session_id)`;

const visitorsWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`(count(distinct ${visitor}) filter (where ${condition}))::int`;

const isType = (...types: AnalyticsEventType[]) => sql`event_type in (${sql.join(types)})`;

const inPeriod = (column: 'occurred_at' | 'subscribed_at', { from, until }: SummaryPeriod) =>
  sql<boolean>`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${until}`;

/** The scheme and any user info, then the host up to a port, path, query or fragment. */
const REFERRER_HOST = '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/:?#]+)';

export function createSummaryRepository(db: Db) {
  return {
    visitorCounts(period: SummaryPeriod) {
      const signedUp = isType('newsletter_signup');
      const inWeek = sql`occurred_at >= ${period.weekFrom}`;
      const inPreviousWeek = sql`occurred_at >= ${period.previousWeekFrom} and occurred_at < ${period.weekFrom}`;
      return db
        .selectFrom('analyticsEvents')
        .select([
          visitorsWhere(sql`true`).as('visitors'),
          visitorsWhere(isType('click', 'section_view')).as('engaged'),
          visitorsWhere(isType('music_play')).as('exploredMusic'),
          visitorsWhere(isType('ticket_interest')).as('ticketInterested'),
          visitorsWhere(signedUp).as('signedUp'),
          sql<number>`(count(*) filter (where ${isType('ticket_interest')}))::int`.as('ticketInterestEvents'),
          visitorsWhere(inWeek).as('weekVisitors'),
          visitorsWhere(sql`${inWeek} and ${signedUp}`).as('weekSignedUp'),
          visitorsWhere(inPreviousWeek).as('previousWeekVisitors'),
          visitorsWhere(sql`${inPreviousWeek} and ${signedUp}`).as('previousWeekSignedUp'),
        ])
        .where(inPeriod('occurred_at', period))
        .executeTakeFirstOrThrow();
    },

    async daily(period: SummaryPeriod, days: number) {
      const { rows } = await sql<{ date: string; visitors: number; signups: number }>`
        with days as (
          select ${period.firstDay}::date + n as day from generate_series(0, ${days - 1}::int) as n
        ), visits as (
          select (occurred_at at time zone 'UTC')::date as day, count(distinct ${visitor})::int as visitors
          from analytics_events where ${inPeriod('occurred_at', period)} group by 1
        ), signups as (
          select (subscribed_at at time zone 'UTC')::date as day, count(*)::int as signups
          from newsletter_subscribers where ${inPeriod('subscribed_at', period)} group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as date,
          coalesce(visits.visitors, 0) as visitors, coalesce(signups.signups, 0) as signups
        from days left join visits using (day) left join signups using (day)
        order by days.day`.execute(db);
      return rows;
    },

    /** Sessions counted once, by the page view they started with. */
    async entrySources(period: SummaryPeriod) {
      const { rows } = await sql<EntrySource & { sessions: number }>`
        with entries as (
          select distinct on (session_id)
            metadata->>'utm_source' as utm_source,
            metadata->>'utm_medium' as utm_medium,
            substring(metadata->>'referrer' from ${REFERRER_HOST}) as referrer_host
          from analytics_events
          where ${isType('page_view')} and ${inPeriod('occurred_at', period)}
          order by session_id, occurred_at
        )
        select utm_source, utm_medium, referrer_host, count(*)::int as sessions
        from entries group by 1, 2, 3`.execute(db);
      return rows;
    },

    /** Events carrying an ab_test_metric's fields (test_id, variant, metric_name) in their metadata. */
    async experimentResults(period: SummaryPeriod) {
      const { rows } = await sql<{ testId: string; variant: string; exposures: number; conversions: number }>`
        select metadata->>'test_id' as test_id, metadata->>'variant' as variant,
          count(distinct ${visitor})::int as exposures,
          ${visitorsWhere(sql`metadata->>'metric_name' in ('conversion', 'signup')`)} as conversions
        from analytics_events
        where ${inPeriod('occurred_at', period)}
          and metadata->>'test_id' is not null and metadata->>'variant' is not null
        group by 1, 2
        order by 1, 2`.execute(db);
      return rows;
    },
  };
}

export type SummaryRepository = ReturnType<typeof createSummaryRepository>;
