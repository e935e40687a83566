import { describe, expect, it } from 'vitest';
import { isAllowedHref, sanitizeProductHtml } from './sanitize-product-html';

describe('sanitizeProductHtml', () => {
  it('keeps the formatting a description uses', () => {
    const html =
      '<h3>Fit</h3><p>Soft <strong>and</strong> <em>loud</em><br></p><ul><li>One</li></ul><ol><li>Two</li></ol><h4>Care</h4><p><b>Cold</b> <i>wash</i></p>';
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeProductHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeProductHtml('<SCRIPT src="//evil.example/x.js"></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    expect(sanitizeProductHtml('<div><span>Text</span></div><img src=x onerror="alert(1)">')).toBe('Text');
    expect(sanitizeProductHtml('<iframe src="https://evil.example"></iframe><p>after</p>')).toBe('<p>after</p>');
  });

  it('strips event handlers, style and every other attribute', () => {
    expect(sanitizeProductHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeProductHtml('<a href="/store" onmouseover="alert(1)" target="_blank">Shop</a>')).toBe(
      '<a href="/store">Shop</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
  ])('removes the link target %j', (href) => {
    const result = sanitizeProductHtml(`<a href="${href}">x</a>`);
    expect(result).toBe('<a>x</a>');
  });

  it('keeps http, https, mailto and relative links', () => {
    for (const href of [
      'https://panicsquad.example/tour',
      'http://a.example',
      'mailto:hi@a.example',
      '/store',
      '../x',
      '#care',
    ]) {
      expect(sanitizeProductHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('escapes stray angle brackets in text and removes comments', () => {
    expect(sanitizeProductHtml('<p>1 < 2 <!-- secret --></p>')).toBe('<p>1 &lt; 2 </p>');
  });
});

describe('isAllowedHref', () => {
  it('treats a colon after a slash, question mark or hash as part of a relative URL', () => {
    expect(isAllowedHref('/search?q=a:b')).toBe(true);
    expect(isAllowedHref('tel:123')).toBe(false);
  });
});
