import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { DatabaseBusyError } from '../db/pglite-pool';
import { AppError } from './app-error';
import { errorHandler } from './error-handler';
import { notFound } from './not-found';
import { requestLogging } from './request-logging';

function appWithFailingRoutes() {
  const app = express();
  app.use(requestLogging(createLogger({ logLevel: 'silent' })));
  app.use(express.json({ limit: '1kb' }));
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/app-error', () => {
    throw new AppError(409, 'CONFLICT', 'Already there');
  });
  app.get('/zod-error', () => {
    z.object({ quantity: z.number().min(1, 'must be at least 1') }).parse({ quantity: 0 });
  });
  app.get('/database-refused/:sqlState', (req) => {
    throw Object.assign(new Error('refused by the database'), { code: req.params.sqlState, severity: 'ERROR' });
  });
  app.get('/download', (_req, res) => {
    res.type('text/csv');
    res.attachment('orders.csv');
    throw new AppError(400, 'BAD_REQUEST', 'The request holds a value that cannot be stored');
  });
  app.get('/http-error/:status', (req) => {
    const status = Number(req.params.status);
    // As send() passes on a missing file: the fs error, given a status, not for exposure.
    throw Object.assign(new Error("ENOENT: no such file or directory, stat '/srv/.data/free-ep/ep.zip'"), {
      code: 'ENOENT',
      status,
      statusCode: status,
      expose: false,
    });
  });
  app.get('/items/:name', (req, res) => {
    res.json({ name: req.params.name });
  });
  app.get('/database-busy', () => {
    throw new DatabaseBusyError(5);
  });
  app.get('/async-crash', async () => {
    await Promise.resolve();
    throw new Error('database password is hunter2');
  });
  app.post('/rotate-then-crash', (_req, res) => {
    res.cookie('ps_staff_session', 'never-committed', { httpOnly: true });
    throw new Error('the audit row was refused');
  });
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

let server: ReturnType<ReturnType<typeof express>['listen']>;
let baseUrl: string;

beforeAll(async () => {
  server = appWithFailingRoutes().listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const postJson = (body: string) =>
  fetch(`${baseUrl}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('errorHandler', () => {
  it('accepts a well-formed JSON body', async () => {
    const response = await postJson('{"ok":true}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await postJson('{"ok":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await postJson(JSON.stringify({ text: 'x'.repeat(2048) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported charset with 415', async () => {
    const response = await fetch(`${baseUrl}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=klingon' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('passes an AppError through as it is', async () => {
    const response = await fetch(`${baseUrl}/app-error`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'CONFLICT', message: 'Already there' });
  });

  it('turns a stray zod error into a 400 with fields', async () => {
    const response = await fetch(`${baseUrl}/zod-error`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      fields: { quantity: 'must be at least 1' },
    });
  });

  it.each([
    ['22021', 400, 'BAD_REQUEST'],
    ['22P02', 400, 'BAD_REQUEST'],
    ['22003', 400, 'BAD_REQUEST'],
    ['23502', 400, 'BAD_REQUEST'],
    ['23505', 409, 'CONFLICT'],
    ['23503', 409, 'CONFLICT'],
    ['23514', 409, 'CONFLICT'],
  ])('answers a database refusing the data (SQLSTATE %s) with %i %s, never 500', async (sqlState, status, code) => {
    const response = await fetch(`${baseUrl}/database-refused/${sqlState}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code, message: expect.any(String) });
  });

  it.each([
    [400, 'BAD_REQUEST', 'Bad Request'],
    [403, 'FORBIDDEN', 'Forbidden'],
    [404, 'NOT_FOUND', 'Not Found'],
    [405, 'METHOD_NOT_ALLOWED', 'Method Not Allowed'],
    [412, 'PRECONDITION_FAILED', 'Precondition Failed'],
    [416, 'RANGE_NOT_SATISFIABLE', 'Range Not Satisfiable'],
    [418, 'CLIENT_ERROR', "I'm a Teapot"],
  ])(
    'gives an HTTP error of status %i from a library (send, a router) the code %s, and no file path',
    async (status, code, message) => {
      const response = await fetch(`${baseUrl}/http-error/${status}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ code, message });
    },
  );

  it('keeps other database failures (a lost connection) and system errors at 500', async () => {
    for (const code of ['08006', '57P01', 'EPIPE']) {
      expect((await fetch(`${baseUrl}/database-refused/${code}`)).status).toBe(500);
    }
  });

  it.each(['%', '%FF', '%ED%A0%80', '%E0%A4%A'])(
    'answers a path parameter that is not valid percent-encoding (%s) with 400, not 500',
    async (segment) => {
      const response = await fetch(`${baseUrl}/items/${segment}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The URL is not valid percent-encoding' });
    },
  );

  it("answers a request that waited too long for the embedded database's queue with 503 and Retry-After", async () => {
    const response = await fetch(`${baseUrl}/database-busy`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('hides the details of an unexpected (async) failure behind a 500', async () => {
    const response = await fetch(`${baseUrl}/async-crash`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side' });
  });

  it('drops a session cookie staged by a change that failed, since the change rolled back', async () => {
    const response = await fetch(`${baseUrl}/rotate-then-crash`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers a download that fails before its first byte as JSON, not as the file it had announced', async () => {
    const response = await fetch(`${baseUrl}/download`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect((await response.json()).code).toBe('BAD_REQUEST');
  });

  it('answers an unknown route with the 404 body', async () => {
    const response = await fetch(`${baseUrl}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});
