import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One event as a Sentry-compatible endpoint receives it in an envelope. */
export type ReceivedEvent = Record<string, unknown> & {
  release?: string;
  environment?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; method?: string; headers?: Record<string, string> };
  tags?: Record<string, string>;
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/** An envelope is lines of JSON: its header, then an item header and its payload for each item. */
function eventsIn(envelope: string): ReceivedEvent[] {
  const lines = envelope.split('\n').filter(Boolean);
  const events: ReceivedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index] as string) as { type?: string };
    if (itemHeader.type === 'event') events.push(JSON.parse(lines[index + 1] as string) as ReceivedEvent);
  }
  return events;
}

/**
 * Stands in for Sentry or GlitchTip: takes envelopes at /api/<project>/envelope/ and keeps their
 * events; `dsn` is what SENTRY_DSN would be. `raw` keeps each envelope's text, for leak checks.
 */
export async function startFakeErrorIngest(port = 0) {
  const events: ReceivedEvent[] = [];
  const raw: string[] = [];
  const server = createServer((req, res) => {
    // Browsers send envelopes cross-origin as text/plain, without a preflight.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/?(\?|$)/.test(req.url ?? '')) {
      res.writeHead(req.method === 'OPTIONS' ? 204 : 404).end();
      return;
    }
    void bodyOf(req).then((envelope) => {
      raw.push(envelope);
      events.push(...eventsIn(envelope));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: listening } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${listening}/7`,
    origin: `http://127.0.0.1:${listening}`,
    events,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
