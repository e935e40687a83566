import { describe, expect, it } from 'vitest';
import { createQueryClient } from './create-query-client';

describe('createQueryClient', () => {
  it('applies the spec defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Infinity);
  });
});
