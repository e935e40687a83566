import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createIntentStore, type FakeIntent, type FakeReply } from './fake-stripe-intents';

/*
 * The few PaymentIntents and Refunds endpoints the Stripe provider calls, answered the way Stripe
 * does (form-encoded requests, idempotency keys, card errors as 402), so the real
 * `stripe` client runs against it offline. It can also sign and send webhooks.
 */

/** `metadata[a]=b&expand[0]=x` as `{ metadata: { a: 'b' }, expand: { 0: 'x' } }`. */
function parseForm(body: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [, outer, inner] = /^(\w+)\[(\w+)\]$/.exec(key) ?? [];
    if (outer && inner) parsed[outer] = { ...(parsed[outer] as object | undefined), [inner]: value };
    else parsed[key] = value;
  }
  return parsed;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/** The double's stand-in for PayPal's approval page: two links, each sending the buyer back as PayPal would. */
function payPalPageHtml(intentId: string): string {
  const link = (answer: string, label: string) =>
    `<p><a href="/paypal/${encodeURIComponent(intentId)}/${answer}">${label}</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal (test double)</title></head>
<body><main><h1>PayPal (test double)</h1>${link('approve', 'Approve the payment')}${link('cancel', 'Cancel and return to the store')}</main></body></html>`;
}

/** Listens on `port` (a free one by default). */
export async function startFakeStripe(webhookSecret: string, port = 0) {
  let baseUrl = '';
  const store = createIntentStore((id) => `${baseUrl}/paypal/${id}`);
  const replies = new Map<string, FakeReply>();
  const requests: { method: string; path: string; form: Record<string, unknown> }[] = [];
  const signer = new Stripe('sk_test_signer');
  /** Runs after a payment is held and before "Stripe" answers: where a test makes a webhook race the confirm. */
  const hooks: { afterHold?: (intent: FakeIntent) => Promise<unknown> } = {};

  async function answer(path: string, form: Record<string, unknown>): Promise<FakeReply> {
    const [, , resource, id, action] = path.split('/');
    if (resource === 'refunds' && !id) return store.refund(form);
    if (resource !== 'payment_intents') return { status: 404, body: { error: { type: 'invalid_request_error' } } };
    if (!id) {
      const reply = store.create(form);
      const held = store.intents.get((reply.body as { id?: string }).id ?? '');
      if (held && hooks.afterHold) await hooks.afterHold(held);
      return reply;
    }
    if (action === 'capture') return store.settle(id, 'succeeded');
    if (action === 'cancel') return store.settle(id, 'canceled');
    return store.retrieve(id, form);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/paypal/')) {
      payPalPage(url, res);
      return;
    }
    const form = parseForm(req.method === 'GET' ? url.search.slice(1) : await readBody(req));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form });
    const key = req.headers['idempotency-key'];
    let reply = typeof key === 'string' ? replies.get(key) : undefined;
    if (!reply) {
      reply = await answer(url.pathname, form);
      if (typeof key === 'string') replies.set(key, reply);
    }
    res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
    res.end(JSON.stringify(reply.body));
  }

  function payPalPage(url: URL, res: ServerResponse) {
    const [, , intentId = '', answer] = url.pathname.split('/');
    const back = answer ? store.answerRedirect(intentId, answer === 'approve') : undefined;
    if (back) res.writeHead(302, { Location: back }).end();
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(payPalPageHtml(intentId));
  }

  const server = createServer((req, res) => void handle(req, res));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: listening } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${listening}`;

  return {
    url: baseUrl,
    /** The buyer approving (or cancelling) at PayPal; gives the URL PayPal sends them back to. */
    answerPayPal: (intentId: string, approved: boolean) => store.answerRedirect(intentId, approved),
    hooks,
    intents: store.intents,
    requests,
    /** Signs an event about the intent with the webhook secret, as Stripe would, and posts it. */
    async sendWebhook(webhookUrl: string, type: string, intentId: string, secret = webhookSecret) {
      const object = store.intents.get(intentId) ?? { id: intentId };
      const payload = JSON.stringify({ id: `evt_${intentId}_${type}`, object: 'event', type, data: { object } });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      return fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
    },
    /** A held payment made straight at "Stripe", as if the browser paid and our server never heard back. */
    createIntent(fields: { amount: number; metadata: Record<string, string> }) {
      const { amount, metadata } = fields;
      return store.create({
        amount,
        currency: 'usd',
        capture_method: 'manual',
        payment_method: 'pm_card_visa',
        metadata,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
