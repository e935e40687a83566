import { describe, expect, it } from 'vitest';
import { scryptHash as hashPassword, verifyScrypt as verifyPassword } from './scrypt-hash';

describe('scryptHash', () => {
  it('stores scrypt with its parameters, a random salt and never the password', async () => {
    const [first, second] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toContain('Secret123');
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await verifyPassword('Secret123', 'plain$text')).toBe(false);
  });
});
