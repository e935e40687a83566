import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './password-hash';
import { scryptHash } from './scrypt-hash';

describe('hashPassword', () => {
  it('stores Argon2id with its parameters and a random salt, never the password', async () => {
    const [first, second] = await Promise.all([hashPassword('Secret1234'), hashPassword('Secret1234')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain('Secret1234');
    expect(second).not.toBe(first);
  });
});

describe('checkPassword', () => {
  it('accepts the right password only, with no rehash for a current hash', async () => {
    const stored = await hashPassword('Secret1234');
    expect(await checkPassword('Secret1234', stored)).toEqual({ valid: true, needsRehash: false });
    expect((await checkPassword('secret1234', stored)).valid).toBe(false);
  });

  it('still accepts an scrypt hash from before, and asks for a rehash', async () => {
    const stored = await scryptHash('Secret1234');
    expect(await checkPassword('Secret1234', stored)).toEqual({ valid: true, needsRehash: true });
    expect((await checkPassword('Secret12345', stored)).valid).toBe(false);
  });

  it('asks for a rehash when the Argon2 parameters changed', async () => {
    const older = (await hashPassword('Secret1234')).replace('m=19456,t=2,p=1', 'm=19456,t=1,p=1');
    expect((await checkPassword('Secret1234', older)).needsRehash).toBe(true);
  });

  it('refuses anything that is not a known hash', async () => {
    expect(await checkPassword('Secret1234', 'plain$text')).toEqual({ valid: false, needsRehash: false });
  });
});
