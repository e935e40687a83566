// The create-order scenario of `npm run perf:api`: concurrent guest buyers, each (as a new buyer every cycle)
// adding a cart line, opening the checkout session, giving customer and address, the payment step and placing
// the order with the sandbox card. Only create-order is timed; the steps before it are counted for refusals.
import autocannon from 'autocannon';
import { checkoutJourney, createRecorder, loadCatalog, percentile, recordedStep } from './load-scenarios.mjs';

const STEPS = 'steps before';
const CREATE_ORDER = 'create-order';

/** Every request comes from 127.0.0.1: without this the per-client checkout limit would stop the buyers. */
export const CREATE_ORDER_SERVER_ENV = {
  CHECKOUT_SESSIONS_PER_MINUTE: '1000000',
  CART_CREATIONS_PER_MINUTE: '1000000',
};

/** Drives `buyers` connections for `duration` s after a `warmup` s warm-up; resolves to the printed figures. */
export async function measureCreateOrders(baseUrl, { buyers, duration, warmup }) {
  const { variants } = await loadCatalog(baseUrl);
  if (variants.length === 0) throw new Error('No variant has plenty of stock to order');
  let counter = 0;
  const recorder = createRecorder([STEPS, CREATE_ORDER]);
  const journey = checkoutJourney(() => variants[(counter += 1) % variants.length]);
  const requests = journey.map(({ build, onBody }, index) =>
    recordedStep(recorder, index === journey.length - 1 ? CREATE_ORDER : STEPS, build, onBody),
  );
  const options = { url: baseUrl, connections: buyers, requests };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  recorder.reset();
  const result = await autocannon({ ...options, duration });
  recorder.enabled = false;

  const orders = recorder.stats[CREATE_ORDER];
  const sorted = orders.latencies.toSorted((a, b) => a - b);
  const refusedOrders = [...orders.failures.values()].reduce((sum, count) => sum + count, 0);
  const refusals = [STEPS, CREATE_ORDER].flatMap((name) =>
    [...recorder.stats[name].failures].map(([reason, count]) => `${name}: ${count} × ${reason}`),
  );
  return {
    orders: orders.latencies.length - refusedOrders,
    ordersPerSecond: (orders.latencies.length - refusedOrders) / duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    refusals,
    earlierSteps: recorder.stats[STEPS].latencies.length,
    errors: result.errors + result.timeouts,
  };
}
