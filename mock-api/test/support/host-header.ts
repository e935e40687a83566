import { request } from 'node:http';

/** The header an attacker controls; fetch() will not send a Host of its own choosing, node:http will. */
export const EVIL_HOST = 'evil.example';

/** A request to `url` that claims to be for another host; resolves with status and body text. */
export function requestWithHost(
  url: string,
  host: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers: { ...headers, Host: host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
