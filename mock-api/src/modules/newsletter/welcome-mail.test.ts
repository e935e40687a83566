import { describe, expect, it } from 'vitest';
import { welcomeMail } from './welcome-mail';

const token = 'Abc_-123'.padEnd(43, 'x');
const epLink = 'https://ps.example/api/free-ep/download?subscriber=7&expires=9&signature=abc';

describe('welcomeMail', () => {
  it('links the one-click unsubscribe from the headers and both bodies', () => {
    const mail = welcomeMail(
      { id: 7, email: 'fan@example.com', name: null, unsubscribeToken: token },
      'https://ps.example',
      epLink,
    );
    const link = `https://ps.example/api/newsletter/unsubscribe?token=${token}`;
    expect(mail.to).toBe('fan@example.com');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toMatch(/^Hey there,/);
  });

  it('carries the EP download link in both bodies', () => {
    const mail = welcomeMail(
      { id: 7, email: 'fan@example.com', name: null, unsubscribeToken: token },
      'https://ps.example',
      epLink,
    );
    expect(mail.text).toContain(`Download: ${epLink}`);
    expect(mail.html).toContain(`href="${epLink.replace(/&/g, '&amp;')}"`);
  });

  it('greets by name, escaped in the HTML', () => {
    const mail = welcomeMail(
      { id: 7, email: 'fan@example.com', name: '<img src=x onerror=alert(1)>', unsubscribeToken: token },
      'https://ps.example',
      epLink,
    );
    expect(mail.text).toMatch(/^Hey <img src=x onerror=alert\(1\)>,/);
    expect(mail.html).toContain('Hey &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img');
  });
});
