import type { WebVitalMetric } from '@ps/shared/rules';
import type { ValidTrackedEvent } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

/** Only what the console reads: the route template, metric and value of each web_vital event. */
export async function insertWebVitalSamples(db: Db, events: readonly ValidTrackedEvent[]): Promise<void> {
  await db
    .insertInto('webVitalSamples')
    .values(
      events.map(({ value, metadata }) => ({
        route: String(metadata?.route),
        metric: metadata?.metric as WebVitalMetric,
        value: value ?? 0,
      })),
    )
    .execute();
}

export async function insertAnalyticsEvents(db: Db, events: readonly ValidTrackedEvent[]): Promise<void> {
  await db
    .insertInto('analyticsEvents')
    .values(
      events.map((event) => ({
        eventType: event.eventType,
        elementId: event.elementId ?? null,
        sectionName: event.sectionName ?? null,
        value: event.value ?? null,
        metadata: event.metadata ?? null,
        occurredAt: new Date(event.timestamp),
        sessionId: event.sessionId,
        userId: event.userId ?? null,
      })),
    )
    .execute();
}
