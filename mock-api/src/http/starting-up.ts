import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@ps/shared/schemas';

/** Answers while the port is bound but the database is still opening, so callers retry instead of hanging. */
export function startingUp(_req: IncomingMessage, res: ServerResponse): void {
  const body: ApiErrorBody = { code: 'SERVICE_UNAVAILABLE', message: 'Starting up; try again in a moment' };
  res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '1' });
  res.end(JSON.stringify(body));
}
