import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Counters of this process (decision 054). Each replica counts its own and Prometheus scrapes each
 * replica, so sums across replicas are taken in the query (`sum(rate(...))`), never here. Kept as
 * module state on purpose: one process has one set, however many apps a test builds in it.
 */
export const processRegistry = new Registry();

collectDefaultMetrics({ register: processRegistry, prefix: 'ps_' });

const registers = [processRegistry];

/** Latency of every answer, by route template (never the raw path), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'ps_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** With the request count per route, the connections one request of a route takes from the pool (decision 052). */
export const dbPoolCheckouts = new Counter({
  name: 'ps_db_pool_acquisitions_total',
  help: 'Database connections taken from the pool by requests (and what they started), by route template',
  labelNames: ['method', 'route'] as const,
  registers,
});

/** With the request count per route, the statements (round trips) one request of a route sends (decision 052). */
export const dbStatements = new Counter({
  name: 'ps_db_statements_total',
  help: 'Statements sent to the database by requests (and what they started), by route template',
  labelNames: ['method', 'route'] as const,
  registers,
});

export const ordersPlaced = new Counter({
  name: 'ps_orders_placed_total',
  help: 'Orders placed (paid holds turned into orders) by this process',
  labelNames: ['provider'] as const,
  registers,
});

export const paymentFailures = new Counter({
  name: 'ps_payment_failures_total',
  help: 'Payments that did not go through when an order was placed: declined by the provider, or an error',
  labelNames: ['reason'] as const,
  registers,
});

export const mailSendFailures = new Counter({
  name: 'ps_mail_send_failures_total',
  help: 'Failed mail sends by this process; final="true" when the message was given up after its last try',
  labelNames: ['final'] as const,
  registers,
});

export const expirySweeps = new Counter({
  name: 'ps_expiry_sweeps_total',
  help: 'Expiry sweeps (abandoned checkouts, carts, payment holds) run by this process, by outcome',
  labelNames: ['outcome'] as const,
  registers,
});

export const firstScreenCache = new Counter({
  name: 'ps_first_screen_cache_total',
  help: 'First screens asked of the server-side cache: hit, stale (sent while drawn again) or miss (drawn now)',
  labelNames: ['result'] as const,
  registers,
});
