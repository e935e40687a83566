import { describe, expect, it } from 'vitest';
import { withSupportFooter } from './support-footer';

const sender = { shopName: 'Panic <Squad>', supportEmail: 'crew@example.com', supportPhone: '+1 555 0100 99' };

describe('withSupportFooter', () => {
  it('ends the text and the HTML with the support contact, escaped in HTML', () => {
    const signed = withSupportFooter(
      { to: 'fan@example.com', subject: 'Hi', text: 'Body', html: '<p>Body</p>' },
      sender,
    );
    expect(signed.text).toBe('Body\n\n--\nPanic <Squad> support: crew@example.com · +1 555 0100 99');
    expect(signed.html).toContain('Panic &lt;Squad&gt; support: <a href="mailto:crew@example.com">');
  });

  it('adds no HTML part to a plain-text message', () => {
    expect(withSupportFooter({ to: 'fan@example.com', subject: 'Hi', text: 'Body' }, sender).html).toBeUndefined();
  });
});
