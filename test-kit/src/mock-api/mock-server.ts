import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Requests no test answered, in the order they came; the file's hooks fail the test that made them. */
export const unansweredRequests: string[] = [];

/**
 * The one MSW server of a test file. Its only built-in handler answers whatever no test did with a
 * 501 and writes it down, so a screen never quietly goes to the network or hangs on a missing answer.
 */
export const mockServer = setupServer(
  http.all('*', ({ request }) => {
    unansweredRequests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return HttpResponse.json({ code: 'NOT_MOCKED', message: 'No test answered this request' }, { status: 501 });
  }),
);
