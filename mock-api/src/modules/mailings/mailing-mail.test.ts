import { describe, expect, it } from 'vitest';
import { mailingMail, paragraphHtml, paragraphsOf } from './mailing-mail';

const SITE = 'https://panicsquad.example';
const fan = { email: 'fan@example.com', name: 'Riley', unsubscribeToken: 'tok en' };

describe('paragraphsOf', () => {
  it('splits on blank lines (any line ending, blanks with spaces) and drops empty ones', () => {
    expect(paragraphsOf('One\r\nstill one\r\n\r\nTwo\n  \n\n\nThree\n')).toEqual(['One\nstill one', 'Two', 'Three']);
  });
});

describe('paragraphHtml', () => {
  it('escapes what staff typed, so markup arrives as text', () => {
    expect(paragraphHtml('<script>alert("x")</script> & <b>bold</b>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('makes http(s) addresses links, leaving a sentence’s full stop or bracket outside', () => {
    expect(paragraphHtml('Demos at https://x.example/demo?a=1&b=2. (Or https://y.example/v)')).toBe(
      '<p>Demos at <a href="https://x.example/demo?a=1&amp;b=2">https://x.example/demo?a=1&amp;b=2</a>. ' +
        '(Or <a href="https://y.example/v">https://y.example/v</a>)</p>',
    );
  });

  it('links no other scheme and keeps line breaks', () => {
    expect(paragraphHtml('javascript:alert(1)\nftp://z.example')).toBe('<p>javascript:alert(1)<br>ftp://z.example</p>');
  });
});

describe('mailingMail', () => {
  const mailing = { subject: 'Demos & <memos>', body: 'First.\n\nSecond https://a.example' };

  it('greets the subscriber, gives the text in both parts and their own unsubscribe link and headers', () => {
    const mail = mailingMail(mailing, fan, SITE);
    const link = `${SITE}/api/newsletter/unsubscribe?token=tok%20en`;
    expect(mail).toMatchObject({ to: fan.email, subject: 'Demos & <memos>' });
    expect(mail.text).toContain('Hey Riley,\n\nFirst.\n\nSecond https://a.example\n');
    expect(mail.text).toContain(`Unsubscribe with one click: ${link}`);
    expect(mail.html).toContain('<h1 style="font-size:24px">Demos &amp; &lt;memos&gt;</h1>');
    expect(mail.html).toContain('<p>First.</p><p>Second <a href="https://a.example">https://a.example</a></p>');
    expect(mail.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('marks a test copy as one and gives it no unsubscribe link it could not keep', () => {
    const mail = mailingMail(mailing, { email: 'staff@example.com', name: null, unsubscribeToken: null }, SITE);
    expect(mail.subject).toBe('[Test] Demos & <memos>');
    expect(mail.text).toContain('Hey there,');
    expect(mail.text).toContain('This is a test copy.');
    expect(mail.text).not.toContain('/api/newsletter/unsubscribe');
    expect(mail.headers).toBeUndefined();
  });
});
