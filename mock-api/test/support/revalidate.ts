/**
 * Headers of a browser revalidating a cached response. Node's fetch adds
 * `Cache-Control: no-cache` to conditional requests unless one is given, and
 * no-cache rightly forbids a 304; browsers revalidating send max-age=0.
 */
export function revalidationHeaders(etag: string): Record<string, string> {
  return { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' };
}
