import { afterAll, afterEach, beforeAll } from 'vitest';
import { onSignIn } from '../render/sign-in-hook';
import { mockServer, unansweredRequests } from './mock-server';
import { sessionAnswers } from './sessions';

/**
 * Turns the mock API on for the calling test file. Each test adds its answers with `mockServer.use`;
 * they are dropped after it, and a request nobody answered fails the test that made it.
 */
export function startMockApi(): void {
  onSignIn((as) => mockServer.use(...sessionAnswers(as)));
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mockServer.resetHandlers();
    const missed = unansweredRequests.splice(0);
    if (missed.length > 0) throw new Error(`No mock answer for: ${missed.join(', ')}`);
  });
  afterAll(() => mockServer.close());
}
