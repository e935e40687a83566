import { describe, expect, it } from 'vitest';
import { ApiError, UNREACHABLE } from '@ps/shared/api';
import type { AdminOrderRow } from '@ps/shared/console-schemas';
import { changeEach } from './bulk-status';

const row = (id: number, orderNumber: string) => ({ id, orderNumber, version: 3 }) as AdminOrderRow;

describe('changeEach', () => {
  it('sends one change per order with its own version and reports each refusal by order number', async () => {
    const sent: unknown[] = [];
    const outcome = await changeEach(
      [row(1, 'PS-2026-AAAAAA'), row(2, 'PS-2026-BBBBBB')],
      (order) => ({ status: 'processing', expectedVersion: order.version }),
      async (id, change) => {
        sent.push([id, change]);
        if (id === 2) throw new ApiError(409, '', { code: 'VERSION_CONFLICT', message: 'Changed meanwhile' });
      },
    );
    expect(sent).toEqual([
      [1, { status: 'processing', expectedVersion: 3 }],
      [2, { status: 'processing', expectedVersion: 3 }],
    ]);
    expect(outcome).toEqual({
      done: ['PS-2026-AAAAAA'],
      failed: [{ orderNumber: 'PS-2026-BBBBBB', message: 'Changed meanwhile' }],
    });
  });

  it('when the network fails for an order, then its row says the server could not be reached, not the raw error', async () => {
    const outcome = await changeEach(
      [row(1, 'PS-2026-AAAAAA')],
      (order) => ({ status: 'processing', expectedVersion: order.version }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(outcome.failed).toEqual([{ orderNumber: 'PS-2026-AAAAAA', message: UNREACHABLE }]);
  });
});
