import { describe, expect, it } from 'vitest';
import { backInStockMail, confirmMail } from './mails';

const token = 'Abc_-123'.padEnd(43, 'x');
const item = { productName: 'Midnight <Spiral> Hoodie', variantName: 'L / Black', slug: 'midnight-spiral-hoodie' };

describe('back-in-stock mails', () => {
  it('links the one-click unsubscribe from the headers and both bodies, and the product page', () => {
    const mail = backInStockMail('fan@example.com', item, token, 'https://ps.example');
    const link = `https://ps.example/api/back-in-stock/unsubscribe?token=${token}`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('https://ps.example/store/midnight-spiral-hoodie');
  });

  it('escapes the product name in the HTML', () => {
    const mail = backInStockMail('fan@example.com', item, token, 'https://ps.example');
    expect(mail.html).toContain('Midnight &lt;Spiral&gt; Hoodie');
    expect(mail.html).not.toContain('<Spiral>');
  });

  it('asks to confirm through the page with the button, and carries no unsubscribe before there is a request', () => {
    const mail = confirmMail('fan@example.com', item, token, 'https://ps.example');
    expect(mail.text).toContain(`https://ps.example/api/back-in-stock/confirm?token=${token}`);
    expect(mail.headers).toBeUndefined();
  });
});
