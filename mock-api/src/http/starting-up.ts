import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody, LivenessResponse, NotReadyBody } from '@ps/shared/schemas';

const STARTING_UP = 'the database is opening and its migrations are running';

function send(res: ServerResponse, status: number, body: object): void {
  const retry: Record<string, string> = status === 503 ? { 'Retry-After': '1' } : {};
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...retry });
  res.end(JSON.stringify(body));
}

/**
 * Answers while the port is bound but the database is still opening, so callers retry instead of
 * hanging; a liveness probe hears the process is up, a readiness probe why it is not ready yet.
 */
export function startingUp(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url?.split('?')[0];
  if (path === '/api/health/live') {
    send(res, 200, { status: 'live' } satisfies LivenessResponse);
  } else if (path === '/api/health/ready') {
    send(res, 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: `Not ready: ${STARTING_UP}`,
      reasons: [STARTING_UP],
    } satisfies NotReadyBody);
  } else {
    send(res, 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Starting up; try again in a moment',
    } satisfies ApiErrorBody);
  }
}
