import { describe, expect, it } from 'vitest';
import { chosenShippingMethod } from './chosen-shipping-method';

const methods = [
  { id: 'standard', isDefault: true },
  { id: 'express', isDefault: false },
] as const;

describe('chosenShippingMethod', () => {
  it('preselects the method the server marks as default', () => {
    expect(chosenShippingMethod(null, methods)).toBe('standard');
  });

  it('keeps what the shopper picked', () => {
    expect(chosenShippingMethod('express', methods)).toBe('express');
  });

  it('keeps a saved pick while the methods are loading, and has nothing to preselect without them', () => {
    expect(chosenShippingMethod('express', undefined)).toBe('express');
    expect(chosenShippingMethod(null, undefined)).toBeNull();
  });

  it('falls back to the default when the pick is no longer offered', () => {
    expect(chosenShippingMethod('express', [{ id: 'standard', isDefault: true }])).toBe('standard');
  });
});
