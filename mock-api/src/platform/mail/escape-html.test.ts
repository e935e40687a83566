import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup a shopper typed into text', () => {
    expect(escapeHtml(`<script>alert("O'Neil & co")</script>`)).toBe(
      '&lt;script&gt;alert(&quot;O&#39;Neil &amp; co&quot;)&lt;/script&gt;',
    );
    expect(escapeHtml('Jane Doe')).toBe('Jane Doe');
  });
});
