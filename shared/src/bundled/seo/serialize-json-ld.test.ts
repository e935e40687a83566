import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize-json-ld';

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029', price: '19.99' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
