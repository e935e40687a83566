import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@ps/shared/api';
import { renderWithKit } from '@ps/test-kit/render';
import { QueryStates } from './query-states';
import { RecordStates } from './record-states';

const failed = (error: Error) =>
  ({ isPending: false, isError: true, error, refetch: vi.fn() }) as unknown as UseQueryResult<string>;

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, JSON.stringify({ code, message }), { code, message });

const FAILURES = [
  {
    when: 'the server refuses (429)',
    error: refusal(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.'),
    says: 'Too many requests. Try again in a minute.',
  },
  {
    when: 'the server fails (500)',
    error: refusal(500, 'INTERNAL', 'Unexpected database state'),
    says: null,
  },
  {
    when: 'the network fails',
    error: new TypeError('Failed to fetch'),
    says: "We couldn't reach the server. Check your connection and try again.",
  },
];

function alertText() {
  return screen.getByRole('alert').textContent ?? '';
}

describe('the console states of a failed query', () => {
  afterEach(cleanup);

  describe.each(FAILURES)('when $when', ({ error, says }) => {
    it('then a report panel says a sentence, never the status line or JSON', () => {
      renderWithKit(
        <QueryStates query={failed(error)} errorTitle="Couldn't load the sales">
          {(data) => data}
        </QueryStates>,
      );
      const text = alertText();
      expect(text).toContain("Couldn't load the sales");
      expect(text).toContain(says ?? 'Something went wrong on our side. Please try again.');
      expect(text).not.toMatch(/\d{3}:|[{}]|Unexpected database state/);
    });

    it('then a record page says a sentence, never the status line or JSON', () => {
      renderWithKit(
        <RecordStates
          query={failed(error)}
          placeholder={['80px']}
          failure={{ title: "Couldn't load the order", message: "We couldn't load the order. Please try again." }}
        >
          {(data) => data}
        </RecordStates>,
      );
      const text = alertText();
      expect(text).toContain("Couldn't load the order");
      expect(text).toContain(says ?? "We couldn't load the order. Please try again.");
      expect(text).not.toMatch(/\d{3}:|[{}]|Unexpected database state/);
    });
  });
});
