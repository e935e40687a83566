import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { requestLogging } from './request-logging';

describe('requestLogging', () => {
  it('writes one compact access line: id, method, route template, status and duration, no headers or query', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogging(createLogger({ logLevel: 'info' }, sink)));
    app.get('/api/orders/:number', (_req, res) => {
      res.status(404).json({ code: 'NOT_FOUND' });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/orders/PS-2026-7KX4QM?q=band+tee`, {
      headers: { 'x-request-id': 'req-7', 'user-agent': 'Agent/1.0', 'x-forwarded-for': '203.0.113.42' },
    });
    server.close();
    await once(server, 'close');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { id: 'req-7', method: 'GET', route: '/api/orders/:orderNumber' },
      status: 404,
      ms: expect.any(Number) as number,
    });
    expect(lines[0]).not.toMatch(/headers|Agent\/1\.0|203\.0\.113|band|PS-2026/);
  });

  it('logs the request without cookies, CSRF tokens, session ids or Set-Cookie values', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogging(createLogger({ logLevel: 'info' }, sink)));
    app.get('/', (_req, res) => {
      res.cookie('ps_session', 'SET-COOKIE-SECRET').json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { cookie: 'ps_session=COOKIE-SECRET', 'x-csrf-token': 'CSRF-SECRET', 'x-session-id': 'CART-SECRET' },
    });
    server.close();
    await once(server, 'close');
    const log = lines.join('');
    expect(log).toContain('"msg":"request completed"');
    expect(log).not.toMatch(/COOKIE-SECRET|CSRF-SECRET|CART-SECRET/);
  });

  it('below the access level writes no access line, but a warning still carries the request and its id', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogging(createLogger({ logLevel: 'warn' }, sink)));
    app.get('/quiet', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/odd', (req, res) => {
      req.log.warn('odd request');
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const quiet = await fetch(`http://127.0.0.1:${port}/quiet`);
    expect(quiet.headers.get('x-request-id')).toBeTruthy();
    await fetch(`http://127.0.0.1:${port}/odd?q=1`, { headers: { 'x-request-id': 'req-42' } });
    server.close();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as { msg: string; req?: { id: string; url: string } };
    expect(line).toMatchObject({ msg: 'odd request', req: { id: 'req-42', url: '/odd?q=1' } });
  });

  it('still redacts credentials from lines a route writes about its request (the access line alone skips the paths)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogging(createLogger({ logLevel: 'info' }, sink)));
    app.get('/odd', (req, res) => {
      req.log.warn({ req: { headers: { cookie: 'ps_session=COOKIE-SECRET' }, body: { card: '4242-SECRET' } } }, 'odd');
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/odd`);
    server.close();
    await once(server, 'close');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('[Redacted]');
    expect(lines.join('')).not.toMatch(/COOKIE-SECRET|4242-SECRET/);
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({ msg: 'request completed', status: 200 });
  });
});

describe('requestLogging with an observer of closed requests', () => {
  it('calls it once per request, after the answer, at any log level', async () => {
    const observed: { status: number; finished: boolean; ms: number }[] = [];
    const app = express();
    app.use(
      requestLogging(createLogger({ logLevel: 'silent' }), (_req, res, ms) => {
        observed.push({ status: res.statusCode, finished: res.writableFinished, ms });
      }),
    );
    app.get('/thing', (_req, res) => {
      res.status(201).json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/thing`);
    await fetch(`http://127.0.0.1:${port}/thing`);
    server.close();
    await once(server, 'close');
    expect(observed).toEqual([
      { status: 201, finished: true, ms: expect.any(Number) as number },
      { status: 201, finished: true, ms: expect.any(Number) as number },
    ]);
  });
});

describe('requestLogging when the client leaves first', () => {
  it('writes "request aborted" and tells the observer the answer never finished', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const finished: boolean[] = [];
    let arrived: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const app = express();
    app.use(
      requestLogging(createLogger({ logLevel: 'info' }, sink), (_req, res) => finished.push(res.writableFinished)),
    );
    app.get('/slow', () => arrived());
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: client.signal }).catch(() => undefined);
    await arrival;
    client.abort();
    await request;
    await expect.poll(() => lines.length).toBe(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      msg: 'request aborted',
      aborted: true,
      req: { route: '/slow' },
    });
    expect(finished).toEqual([false]);
    server.closeAllConnections();
    server.close();
  });
});
