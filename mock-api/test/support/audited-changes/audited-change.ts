import { sql } from 'kysely';
import type { StaffSessionResponse } from '@ps/shared/console-schemas';
import { CSRF_HEADER } from '@ps/shared/schemas';
import type { Db } from '../../../src/db/tables';
import type { Browser } from '../browser';
import type { ApiTestContext } from '../suite';

export type StaffPage = Browser & { email: string };

/** One concrete request to a write route, sent by `as` (the case's admin unless it names another member). */
export interface ChangeRequest {
  /** Below /api/admin, with real ids. */
  path: string;
  json?: unknown;
  /** A multipart form or a CSV file, sent as is. */
  raw?: { body: BodyInit; type?: string };
  as?: StaffPage;
}

/** A valid change to one write route, made ready by `prepare` (which may itself write, before the check starts). */
export interface AuditedChangeCase {
  prepare(api: ApiTestContext, admin: StaffPage): Promise<ChangeRequest>;
  /** The row's action when the service words its own ('own-row' routes); the route's pattern otherwise. */
  action?: string;
}

/** Cases by `METHOD /path` below /api/admin, as the route table lists them. */
export type AuditedChangeTable = Record<string, AuditedChangeCase>;

/** Sends the request with the session's CSRF token, read beforehand so the send itself is the only write. */
export async function sender(page: StaffPage, api: ApiTestContext, method: string, request: ChangeRequest) {
  const { csrfToken } = await page.session<StaffSessionResponse>('/api/admin/auth/session');
  const path = `/api/admin${request.path}`;
  return () => {
    if (!request.raw) return page.call(method, path, { body: request.json });
    const headers: Record<string, string> = { cookie: page.cookieHeader(path), [CSRF_HEADER]: csrfToken };
    if (request.raw.type) headers['Content-Type'] = request.raw.type;
    return fetch(`${api.baseUrl}${path}`, { method, headers, body: request.raw.body });
  };
}

/** A digest of every row of every table: equal before and after means nothing was written. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ rows: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as rows from ${sql.table(name)} t`.execute(
      db,
    );
    digest[name] = rows[0]?.rows ?? '';
  }
  return digest;
}
