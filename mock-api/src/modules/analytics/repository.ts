import type { ValidTrackedEvent } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export function createAnalyticsRepository(db: Db) {
  return {
    async insertEvents(events: readonly ValidTrackedEvent[]): Promise<void> {
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
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
