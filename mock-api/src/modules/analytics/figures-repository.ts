import { sql, type RawBuilder } from 'kysely';
import { EXPERIMENT_GOAL_IDS, EXPERIMENT_GOALS } from '@ps/shared/rules';
import type { AnalyticsEventType } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import type { DashboardRange } from '../dashboard';
import type { EntrySource } from './traffic-channel';
import type { WebVitalPercentile } from './web-vitals-rows';

/* Every figure is aggregated by the database; only one row per day, channel source or variant comes back. */

/** A visitor is the browser's visitor id, or its tab session when it sent none. */
const visitor = sql`coalesce(user_id, session_id)`;

const visitorsWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`(count(distinct ${visitor}) filter (where ${condition}))::int`;

const isType = (...types: AnalyticsEventType[]) => sql`event_type in (${sql.join(types)})`;

const between = (column: 'occurred_at' | 'confirmed_at' | 'recorded_at', from: Date, until: Date) =>
  sql<boolean>`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${until}`;

/** The scheme and any user info, then the host up to a port, path, query or fragment. */
const REFERRER_HOST = '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/:?#]+)';

/** Each experiment's conversion metric, as EXPERIMENT_GOALS defines it for the landing page too. */
const conversionMetricOfRow = sql`case metadata->>'test_id' ${sql.join(
  EXPERIMENT_GOAL_IDS.map((id) => sql`when ${id} then ${EXPERIMENT_GOALS[id].conversionMetric}`),
  sql` `,
)} end`;

/** The period's visitor figures, and the conversion of the as long stretch just before it. */
export function visitorFigures(db: Db, { from, until }: DashboardRange) {
  const previousFrom = new Date(from.getTime() - (until.getTime() - from.getTime()));
  const inPeriod = sql`occurred_at >= ${from}`;
  const inPrevious = sql`occurred_at < ${from}`;
  const signedUp = isType('newsletter_signup');
  const timeOnPage = sql`${inPeriod} and ${isType('time_on_page')}`;
  return db
    .selectFrom('analyticsEvents')
    .select([
      visitorsWhere(inPeriod).as('visitors'),
      sql<number>`(count(distinct session_id) filter (where ${inPeriod}))::int`.as('sessions'),
      visitorsWhere(sql`${inPeriod} and ${isType('click', 'section_view')}`).as('engaged'),
      visitorsWhere(sql`${inPeriod} and ${isType('music_play')}`).as('exploredMusic'),
      visitorsWhere(sql`${inPeriod} and ${isType('ticket_interest')}`).as('ticketInterested'),
      visitorsWhere(sql`${inPeriod} and ${signedUp}`).as('signedUp'),
      sql<number>`(count(*) filter (where ${inPeriod} and ${isType('ticket_interest')}))::int`.as('ticketClicks'),
      sql<number>`coalesce(sum(value) filter (where ${timeOnPage}), 0)::float8`.as('secondsOnPage'),
      sql<number>`(count(distinct session_id) filter (where ${timeOnPage}))::int`.as('timedSessions'),
      visitorsWhere(inPrevious).as('previousVisitors'),
      visitorsWhere(sql`${inPrevious} and ${signedUp}`).as('previousSignedUp'),
    ])
    .where(sql<boolean>`${between('occurred_at', previousFrom, until)}`)
    .executeTakeFirstOrThrow();
}

export async function newSubscriberCount(db: Db, { from, until }: DashboardRange): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from newsletter_subscribers
    where ${between('confirmed_at', from, until)}`.execute(db);
  return rows[0]?.count ?? 0;
}

export async function dailyVisitors(db: Db, { firstDay, days, from, until }: DashboardRange) {
  const { rows } = await sql<{ date: string; visitors: number; signedUpVisitors: number }>`
    with days as (
      select ${firstDay}::date + n as day from generate_series(0, ${days - 1}::int) as n
    ), visits as (
      select (occurred_at at time zone 'UTC')::date as day, count(distinct ${visitor})::int as visitors,
        ${visitorsWhere(isType('newsletter_signup'))} as signed_up_visitors
      from analytics_events where ${between('occurred_at', from, until)} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(visits.visitors, 0) as visitors,
      coalesce(visits.signed_up_visitors, 0) as signed_up_visitors
    from days left join visits using (day)
    order by days.day`.execute(db);
  return rows;
}

/** Sessions counted once, by the page view they started with. */
export async function sessionEntrySources(db: Db, { from, until }: DashboardRange) {
  const { rows } = await sql<EntrySource & { sessions: number }>`
    with entries as (
      select distinct on (session_id)
        metadata->>'utm_source' as utm_source,
        metadata->>'utm_medium' as utm_medium,
        substring(metadata->>'referrer' from ${REFERRER_HOST}) as referrer_host
      from analytics_events
      where ${isType('page_view')} and ${between('occurred_at', from, until)}
      order by session_id, occurred_at
    )
    select utm_source, utm_medium, referrer_host, count(*)::int as sessions
    from entries group by 1, 2, 3`.execute(db);
  return rows;
}

/** ab_test_metric events of the known experiments: exposures and conversions per variant. */
export async function experimentCounts(db: Db, { from, until }: DashboardRange) {
  const { rows } = await sql<{ testId: string; variant: string; exposures: number; conversions: number }>`
    select metadata->>'test_id' as test_id, metadata->>'variant' as variant,
      count(distinct ${visitor})::int as exposures,
      ${visitorsWhere(sql`metadata->>'metric_name' = ${conversionMetricOfRow}`)} as conversions
    from analytics_events
    where ${isType('ab_test_metric')} and ${between('occurred_at', from, until)}
      and metadata->>'test_id' in (${sql.join(EXPERIMENT_GOAL_IDS)})
      and metadata->>'variant' is not null
    group by 1, 2
    order by 1, 2`.execute(db);
  return rows;
}

/**
 * The 75th percentile of each metric per route and UTC day, interpolated between the two nearest figures
 * (percentile_cont, decision 049), and how many figures each is read from.
 */
export async function webVitalPercentiles(db: Db, { from, until }: DashboardRange): Promise<WebVitalPercentile[]> {
  const { rows } = await sql<WebVitalPercentile>`
    select to_char((recorded_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date, route, metric,
      percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
    from web_vital_samples
    where ${between('recorded_at', from, until)}
    group by 1, 2, 3`.execute(db);
  return rows;
}
