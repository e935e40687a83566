import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('separates blocks, joins inline tags and collapses whitespace', () => {
    expect(htmlToText('<p>Soft <strong>fleece</strong>.</p><ul><li>Zip</li><li>Hood</li></ul>')).toBe(
      'Soft fleece. Zip Hood',
    );
  });

  it('decodes entities and leaves script and style content out', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &#233;&#x2764;</p><script>alert(1)</script>')).toBe(
      'Tom & Jerry <3 é❤',
    );
  });

  it('keeps unknown entities as they are', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b');
  });

  it('reads tags with attributes in any case, and drops comments and unclosed scripts', () => {
    expect(htmlToText('<P CLASS="x">One</P><a href="/store?a=1&amp;b=2">Two</a><!-- note -->Three<script>x')).toBe(
      'One Two Three',
    );
  });

  it('keeps escaped markup and stray angle brackets as text', () => {
    expect(htmlToText('<p>&lt;b&gt;bold&lt;/b&gt; and 1 < 2</p>')).toBe('<b>bold</b> and 1 < 2');
  });
});
