import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from './toast-store';

describe('toast', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows one toast at a time: a new one replaces the current', () => {
    toast({ title: 'Added to cart!' });
    toast({ title: 'Error removing item', description: 'Failed to remove item from cart', variant: 'destructive' });
    expect(useToastStore.getState().current).toMatchObject({ title: 'Error removing item', variant: 'destructive' });
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().current).toBeNull();
  });
});
