import { describe, expect, it } from 'vitest';
import { contactPrefill } from './contact-prefill';

describe('contactPrefill', () => {
  it('takes a known topic and the order number from the link', () => {
    expect(contactPrefill(new URLSearchParams('topic=order&order=PS-2026-7KX4QM'))).toMatchObject({
      topic: 'order',
      orderNumber: 'PS-2026-7KX4QM',
    });
  });

  it('leaves the topic unchosen when the link names none or an unknown one', () => {
    expect(contactPrefill(new URLSearchParams('topic=gossip')).topic).toBeUndefined();
    expect(contactPrefill(new URLSearchParams('')).orderNumber).toBe('');
  });
});
