import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

describe('FIRST_SCREEN_TIMEOUT_MS', () => {
  it('waits 300 ms by default, and 0 turns drawing on the server off', () => {
    expect(parseConfig({}).firstScreenTimeoutMs).toBe(300);
    expect(parseConfig({ FIRST_SCREEN_TIMEOUT_MS: '0' }).firstScreenTimeoutMs).toBe(0);
  });

  it('refuses a value that is not a whole number of milliseconds up to 10 s', () => {
    for (const value of ['soon', '-1', '1.5', '20000']) {
      expect(() => parseConfig({ FIRST_SCREEN_TIMEOUT_MS: value })).toThrow(ConfigError);
    }
  });
});
