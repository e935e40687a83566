import { describe, expect, it } from 'vitest';
import { HELD_TAP_STYLE, HOLD_TAPS_SCRIPT } from '@ps/shared/route-groups';
import { injectFirstScreen } from './inject-first-screen';

const PAGE =
  '<html><head><title>Panic Squad</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';

const screen = (name: string) => ({
  html: `<main><h1>${name}</h1></main>`,
  styles: '<style data-styled="active">.a{color:gold}</style>',
  data: {
    remote: 'mf_store' as const,
    build: 'b1',
    path: '/store/x',
    queries: [{ key: ['products'], data: { name } }],
  },
});

describe('injectFirstScreen', () => {
  it('puts the screen in the root, inert until taken over, its styles and tap holder in the head and its data after it', () => {
    expect(injectFirstScreen(PAGE, screen('Cape'))).toBe(
      '<html><head><title>Panic Squad</title><style data-styled="active">.a{color:gold}</style>' +
        `<style>${HELD_TAP_STYLE}</style><script>${HOLD_TAPS_SCRIPT}</script></head><body>` +
        '<div id="root" inert><main><h1>Cape</h1></main></div>' +
        '<script type="application/json" id="ps-first-screen">' +
        '{"remote":"mf_store","build":"b1","path":"/store/x","queries":[{"key":["products"],"data":{"name":"Cape"}}]}' +
        '</script><script src="/main.js"></script></body></html>',
    );
  });

  it('keeps data that looks like markup from closing its script element', () => {
    const page = injectFirstScreen(PAGE, screen('</script><script>alert(1)</script>'));
    const data = page.slice(page.indexOf('id="ps-first-screen">'));
    expect(data.indexOf('</script>')).toBe(data.indexOf('</script><script src="/main.js">'));
    expect(data).toContain('\\u003c/script\\u003e');
  });

  it('leaves a page without the plain root element as it is', () => {
    const page = '<html><head></head><body><div id="app"></div></body></html>';
    expect(injectFirstScreen(page, screen('Cape'))).toBe(page);
  });
});
