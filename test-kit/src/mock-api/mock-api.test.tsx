import { describe, expect, it } from 'vitest';
import { paginationSchema } from '@ps/shared/schemas';
import { answer } from './answer';
import { mockServer, unansweredRequests } from './mock-server';
import { startMockApi } from './start-mock-api';

startMockApi();

describe('the mock API', () => {
  it('answers with a fixture the shared schema accepts', async () => {
    mockServer.use(answer('get', '/api/things', paginationSchema, { total: 1, hasMore: false }));
    const response = await fetch('/api/things');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ total: 1, hasMore: false });
  });

  it('refuses a fixture the schema does not accept, so it cannot drift from the API', async () => {
    mockServer.use(answer('get', '/api/things', paginationSchema, { total: -1, hasMore: false }));
    expect((await fetch('/api/things')).status).toBe(500);
  });

  it('answers a request no test answered with 501 and writes it down for the test to fail', async () => {
    expect((await fetch('/api/nobody?page=2')).status).toBe(501);
    expect(unansweredRequests.splice(0)).toEqual(['GET /api/nobody?page=2']);
  });
});
