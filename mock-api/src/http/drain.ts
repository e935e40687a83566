import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@ps/shared/schemas';

/** Long enough for a load balancer to have taken this process out of rotation. */
const RETRY_AFTER_SECONDS = '5';

function refuse(res: ServerResponse): void {
  const body: ApiErrorBody = { code: 'SERVICE_UNAVAILABLE', message: 'Shutting down; try again in a moment' };
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Retry-After': RETRY_AFTER_SECONDS,
    Connection: 'close',
  });
  res.end(JSON.stringify(body));
}

/**
 * A stop that lets the work in flight finish. `server.close()` alone keeps keep-alive
 * connections serving new requests until they fall idle, which under steady traffic is never;
 * so once draining every answer closes its connection, and requests arriving after the
 * start of the drain get a 503 with Retry-After instead of new work.
 */
export function createDrain(server: Server) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  const closeWhenDone = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  return {
    /** Wraps the request listener: counts what is in flight, refuses what comes after the drain began. */
    listener(handle: RequestListener): RequestListener {
      return (req: IncomingMessage, res: ServerResponse) => {
        if (draining) {
          refuse(res);
          return;
        }
        inFlight.add(res);
        res.once('close', () => {
          inFlight.delete(res);
          if (draining) setImmediate(() => server.closeIdleConnections());
        });
        handle(req, res);
      };
    },

    /** Stops accepting connections; resolves once every request in flight has been answered and its connection closed. */
    drain(): Promise<void> {
      draining = true;
      inFlight.forEach(closeWhenDone);
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
