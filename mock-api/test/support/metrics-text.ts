import { expect } from 'vitest';
import type { ApiTestContext } from './suite';

/** One sample's value from Prometheus's text format, or undefined when the series has no such sample. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (each) =>
        (each.startsWith(`${name}{`) || each.startsWith(`${name} `)) &&
        wanted.every((label) => each.slice(0, each.lastIndexOf(' ')).includes(label)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** The server's /metrics text, read with the bearer token the suite's server was given. */
export async function scrapeMetrics(api: Pick<ApiTestContext, 'fetch'>, token: string): Promise<string> {
  const response = await api.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}
