import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
// stylis's own module, which the browser builds replace with no-vendor-prefixes.mjs.
import * as stockPrefixer from '../../node_modules/stylis/src/Prefixer.js';
import * as noVendorPrefixes from './no-vendor-prefixes.mjs';

describe('the browser builds without vendor prefixes', () => {
  it('exports every name of the module it replaces', () => {
    expect(Object.keys(noVendorPrefixes).sort()).toEqual(Object.keys(stockPrefixer).sort());
  });

  it("leaves out only what styled-components' default styles never run", () => {
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

  it('refuses to prefix instead of drawing styles the server did not', () => {
    expect(() => noVendorPrefixes.prefix()).toThrow(/left out/);
  });
});
