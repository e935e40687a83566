import { pathOf, queryOf, requestInit, type FuzzRequest, type SlotValues } from './wire';

/** Long enough for a loaded CI machine; a request still unanswered by then hangs. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface Target {
  method: string;
  path: string;
  /** Client errors answered as an HTML page on purpose (a link opened in a browser). */
  htmlErrors?: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Every request sent and every status seen, for the run's summary. */
export class FuzzTally {
  requests = 0;
  readonly statuses = new Map<number, number>();

  count(status: number) {
    this.requests += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  summary(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  }
}

const brief = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/**
 * Sends one request and fails unless the answer is a 2xx, or a 4xx with the
 * `{ code, message }` JSON body, within the timeout.
 */
export async function sendAndCheck(
  baseUrl: string,
  target: Target,
  request: FuzzRequest,
  slots: SlotValues,
  tally: FuzzTally,
): Promise<Answer> {
  const url = `${baseUrl}${pathOf(target.path, request.params, slots)}${queryOf(request.query, slots)}`;
  const init = { ...requestInit(target.method, request, slots), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 10 s' : String(error);
    throw new Error(`${target.method} ${url}: ${reason}`);
  }
  tally.count(response.status);
  const where = `${target.method} ${url} answered ${response.status}`;
  const isJson = /^application\/json/.test(response.headers.get('content-type') ?? '');
  let body: unknown = text;
  if (isJson) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${where} with a body that is not JSON: ${brief(text)}`);
    }
  }
  if (response.status >= 500) throw new Error(`${where} (a server error): ${brief(text)}`);
  if (response.status < 200 || (response.status >= 300 && response.status < 400)) {
    throw new Error(`${where}: neither a success nor a client error`);
  }
  if (response.status >= 400 && !(target.htmlErrors && !isJson) && !(isJson && isErrorBody(body))) {
    throw new Error(`${where} without a { code, message } JSON body: ${brief(text)}`);
  }
  return { status: response.status, body };
}
