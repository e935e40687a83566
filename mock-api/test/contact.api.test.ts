import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  CUSTOMER_MESSAGES,
  SAFE_TEXT_MESSAGE,
  contactMessageResponseSchema,
  supportContactSchema,
} from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { waitForMail } from './support/outbox';
import { describeEachDatabase } from './support/suite';
import { ownClient } from './support/client-address';

const SUPPORT_EMAIL = 'crew@panicsquad.example';
const SUPPORT_PHONE = '+1 (615) 555-0199';

const validMessage = () => ({
  name: 'Jess Rivera',
  email: `fan-${randomUUID()}@example.com`,
  topic: 'returns',
  orderNumber: 'ps-2026-7kx4qm',
  message: 'The hoodie runs small. Can I swap it for an XL?',
});

const post = (baseUrl: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describeEachDatabase(
  'the contact form API',
  (api) => {
    it('tells shoppers the configured support address and phone', async () => {
      const response = await api.fetch('/api/contact');
      expect(response.status).toBe(200);
      expect(supportContactSchema.strict().parse(await response.json())).toEqual({
        email: SUPPORT_EMAIL,
        phone: SUPPORT_PHONE,
      });
    });

    it('stores a valid message and mails it to the support address with a reply-to of the sender', async () => {
      const sent = validMessage();
      const response = await post(api.baseUrl, sent);
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = contactMessageResponseSchema.parse(await response.json());
      expect(body.reference).toMatch(/^[0-9A-F]{8}$/);
      expect(body.message).toContain(sent.email);

      const row = await api.db
        .selectFrom('contactMessages')
        .selectAll()
        .where('email', '=', sent.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Jess Rivera', topic: 'returns', orderNumber: 'PS-2026-7KX4QM' });
      expect(row.id.slice(0, 8).toUpperCase()).toBe(body.reference);

      const [mail = ''] = await waitForMail(api.outboxDir, (eml) => eml.includes(body.reference));
      expect(mail).toContain(`To: ${SUPPORT_EMAIL}`);
      expect(mail).toContain(`Reply-To: ${sent.email}`);
      expect(mail).toContain(`Subject: [Contact ${body.reference}] A return or exchange (PS-2026-7KX4QM)`);
      expect(mail).toContain('Can I swap it for an XL?');
      const outboxRows = () =>
        api.db
          .selectFrom('mailOutbox')
          .select(['kind', 'status'])
          .where(sql<string>`message->>'subject'`, 'like', `%${body.reference}%`)
          .execute();
      await expect.poll(outboxRows).toEqual([{ kind: 'contact_message', status: 'sent' }]);
    });

    it('accepts a message without an order number', async () => {
      const { orderNumber: _omitted, ...rest } = validMessage();
      expect((await post(api.baseUrl, { ...rest, topic: 'product', orderNumber: '' })).status).toBe(201);
      expect((await post(api.baseUrl, { ...rest, topic: 'other' })).status).toBe(201);
    });

    it.each([
      ['name', '', CONTACT_MESSAGES.nameRequired],
      ['name', 'x'.repeat(51), CONTACT_MESSAGES.nameTooLong],
      ['name', 'Jess\r\nBcc: everyone@example.com', CONTACT_MESSAGES.nameOneLine],
      ['email', '', CUSTOMER_MESSAGES.emailRequired],
      ['email', 'not-an-email', CUSTOMER_MESSAGES.emailInvalid],
      ['topic', 'gossip', CONTACT_MESSAGES.topicRequired],
      ['topic', undefined, CONTACT_MESSAGES.topicRequired],
      ['orderNumber', 'ORDER-1', CONTACT_MESSAGES.orderNumberInvalid],
      ['message', '   ', CONTACT_MESSAGES.messageRequired],
      ['message', 'Help!', CONTACT_MESSAGES.messageTooShort],
      ['message', 'x'.repeat(2001), CONTACT_MESSAGES.messageTooLong],
      ['message', 'A hoodie \u0000 question', SAFE_TEXT_MESSAGE],
    ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
      const sent = { ...validMessage(), [field]: value };
      const body = await expectError(await post(api.baseUrl, sent), 400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
      const stored = await api.db
        .selectFrom('contactMessages')
        .select('id')
        .where('email', '=', String(sent.email))
        .execute();
      expect(stored).toEqual([]);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await api.fetch('/api/contact', { method: 'POST', body: 'name=Jess' });
      expect(response.status).toBe(415);
    });

    it('limits each client to the configured messages per hour, then 429 with Retry-After', async () => {
      const client = ownClient();
      const limited = await api.startServer({ CONTACT_MESSAGES_PER_HOUR: '2', ...client.env });
      expect((await post(limited, validMessage(), client.headers)).status).toBe(201);
      expect((await post(limited, { ...validMessage(), message: '' }, client.headers)).status).toBe(400);
      const refused = await post(limited, validMessage(), client.headers);
      const body = await expectError(refused, 429);
      expect(body.code).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    });
  },
  { env: { SUPPORT_EMAIL, SUPPORT_PHONE, CONTACT_MESSAGES_PER_HOUR: '1000' } },
);
