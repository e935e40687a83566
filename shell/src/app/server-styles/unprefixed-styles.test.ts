import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';

// The browser builds leave stylis's prefixer out (tooling/webpack/no-vendor-prefixes.mjs, decision 075):
// this holds only while styled-components writes unprefixed styles, as the server's first screens do.
describe('styles without vendor prefixes', () => {
  it('are what styled-components writes when no StyleSheetManager asks for prefixes', () => {
    const Unselectable = styled.div`
      user-select: none;
      appearance: none;
    `;
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(createElement(Unselectable)));
      const css = sheet.getStyleTags();
      expect(css).toContain('user-select:none;');
      expect(css).not.toContain('-webkit-');
    } finally {
      sheet.seal();
    }
  });
});
