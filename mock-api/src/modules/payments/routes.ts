import express, { Router } from 'express';
import { noStore } from '../../http/cache-control';
import type { PaymentWebhookService } from './service';

/** Stripe signs the exact bytes it sent, so this route reads the raw body, never parsed JSON. */
export function paymentsRouter(service: PaymentWebhookService): Router {
  const router = Router();
  router.use(noStore);
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await service.handle(rawBody, req.get('stripe-signature'));
    res.json({ received: true });
  });
  return router;
}
