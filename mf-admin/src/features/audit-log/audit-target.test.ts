import { describe, expect, it } from 'vitest';
import { auditTargetText } from './audit-target';

describe('auditTargetText', () => {
  it('reads route ids as words and keeps a service’s own target', () => {
    expect(auditTargetText('{"variantId":"12"}')).toBe('variant 12');
    expect(auditTargetText('{"id":"7"}')).toBe('#7');
    expect(auditTargetText('{"id":"3","imageId":"9"}')).toBe('#3, image 9');
    expect(auditTargetText('PS-2026-7KX4QM')).toBe('PS-2026-7KX4QM');
    expect(auditTargetText(null)).toBe('—');
    expect(auditTargetText('{not json')).toBe('{not json');
  });
});
