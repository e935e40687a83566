import type { Request } from 'express';
import type { z } from 'zod';
import { trackedEventBatchSchema, trackedEventSchema, type ValidTrackedEvent } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { fieldsFromIssues } from '../../http/validate';

/** sendBeacon with a string body sends text/plain, so both carry JSON here. */
export const EVENT_BODY_TYPES = ['application/json', 'text/plain'];

/** A batch of 50 bad events would make a wall of text; `fields` still names every one. */
const PROBLEMS_IN_MESSAGE = 3;

function invalid(issues: readonly z.core.$ZodIssue[]): AppError {
  const fields = fieldsFromIssues(issues);
  const problems = Object.entries(fields).map(([field, message]) => `${field} ${message}`);
  const more = problems.length - PROBLEMS_IN_MESSAGE;
  const summary = problems.slice(0, PROBLEMS_IN_MESSAGE).join('; ') + (more > 0 ? `; and ${more} more` : '');
  return AppError.validation(`Invalid events: ${summary}`, fields);
}

/** `{ events: [...] }` as the event sender posts it, or one bare event. */
export function trackedEventsOf(req: Request): ValidTrackedEvent[] {
  if (req.is(EVENT_BODY_TYPES) === false) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the events as JSON (Content-Type: application/json)');
  }
  const body: unknown = req.body ?? {};
  if (typeof body === 'object' && body !== null && 'events' in body) {
    const batch = trackedEventBatchSchema.safeParse(body);
    if (!batch.success) throw invalid(batch.error.issues);
    return batch.data.events;
  }
  const single = trackedEventSchema.safeParse(body);
  if (!single.success) throw invalid(single.error.issues);
  return [single.data];
}
