import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '@ps/shared/console-schemas';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten different codes of three readable groups, and stores only their hashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    expect(hashes.some((hash, index) => hash.includes(codes[index]!.replace(/-/g, '')))).toBe(false);
  });

  it('reads a code typed in capitals or with spaces as the same code', () => {
    const [code] = newRecoveryCodes().codes;
    expect(recoveryCodeHash(code!.toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(code!));
  });
});
