import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface StoredResponse {
  body: Buffer;
  etag: string | undefined;
  /** The body gzipped once, on the first request that accepts gzip. */
  gzipped?: Buffer;
}

/** The compression middleware's own threshold: smaller bodies go out as they are either way. */
const COMPRESS_FROM_BYTES = 1024;

/** What `res.json` sets; written as it is, without looking the type up on every answer. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type ETagFunction = (body: Buffer) => string | undefined;

export interface JsonResponseCache {
  /**
   * Answers like `res.json(await produce())` (same body, same ETag, 304 for a matching
   * If-None-Match), from memory when `key` was answered since the last invalidate().
   * `produce` rejecting (a 404, a bad parameter) stores nothing.
   */
  send(req: Request, res: Response, key: string, produce: () => Promise<unknown>): Promise<void>;
  /** Forgets every response: the data behind them changed. */
  invalidate(): void;
  /** While false every request is produced afresh and nothing is kept (changes could go unnoticed). */
  setEnabled(enabled: boolean): void;
}

/** As the compression middleware decides, except that gzip is used even where it would pick brotli. */
function shouldGzip(req: Request, body: Buffer): boolean {
  // A 304 carries no body. HEAD gets the headers GET would.
  if (body.length < COMPRESS_FROM_BYTES || req.fresh) return false;
  return req.acceptsEncodings('gzip') === 'gzip';
}

/**
 * Serialized JSON responses by key, for reads that are asked far more often than their
 * data changes. Whoever knows about changes calls invalidate(). A response produced while
 * an invalidation happened is sent but not kept: it may have read the data from before.
 * The oldest responses make room once the bodies pass `maxBytes` together.
 * Answers are encoded here as the compression middleware would (gzip from 1 KB for clients that accept it,
 * `Vary: Accept-Encoding` on every answer), a kept response from a gzip copy made once: routes that answer only
 * through this cache can be mounted ahead of that middleware and skip its per-request hooks (decision 052), and
 * behind it the middleware passes what is already encoded.
 */
export function createJsonResponseCache({ maxBytes }: { maxBytes: number }): JsonResponseCache {
  const stored = new Map<string, StoredResponse>();
  let storedBytes = 0;
  let generation = 0;
  let enabled = false;

  function keep(key: string, response: StoredResponse): void {
    if (response.body.length > maxBytes) return;
    const previous = stored.get(key);
    if (previous) storedBytes -= previous.body.length;
    stored.delete(key);
    for (const [oldestKey, oldest] of stored) {
      if (storedBytes + response.body.length <= maxBytes) break;
      stored.delete(oldestKey);
      storedBytes -= oldest.body.length;
    }
    stored.set(key, response);
    storedBytes += response.body.length;
  }

  function invalidate(): void {
    generation += 1;
    stored.clear();
    storedBytes = 0;
  }

  return {
    async send(req, res, key, produce) {
      let response = enabled ? stored.get(key) : undefined;
      if (!response) {
        const producedIn = generation;
        const body = Buffer.from(JSON.stringify(await produce()));
        // The app's own ETag function, so a cached answer carries exactly the ETag res.json would.
        const etagOf = req.app.get('etag fn') as ETagFunction | undefined;
        response = { body, etag: etagOf?.(body) };
        if (enabled && generation === producedIn) keep(key, response);
      }
      res.setHeader('Content-Type', JSON_CONTENT_TYPE);
      // Set as it is unless a route varies on something else too (vary() parses and merges).
      if (res.hasHeader('Vary')) res.vary('Accept-Encoding');
      else res.setHeader('Vary', 'Accept-Encoding');
      // res.send computes no ETag of its own once one is set, and answers 304 when it matches.
      if (response.etag) res.setHeader('ETag', response.etag);
      if (shouldGzip(req, response.body)) {
        response.gzipped ??= gzipSync(response.body);
        res.setHeader('Content-Encoding', 'gzip');
        res.send(response.gzipped);
        return;
      }
      res.send(response.body);
    },
    invalidate,
    setEnabled(value) {
      invalidate();
      enabled = value;
    },
  };
}
