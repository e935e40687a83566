// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupSizesOf } from './adopt-server-styles';
import { handOverServerStyles } from './hand-over-server-styles';

// What ServerStyleSheet.getStyleTags() writes: each group's rules, then its marker.
const SERVER_CSS =
  '.a{color:red;}/*!sc*/\n@media (min-width:1px){.a{color:blue;}}/*!sc*/\n' +
  'data-styled.g1[id="sc-one"]{content:"a,"}/*!sc*/\n' +
  '.b{margin:0;}/*!sc*/\ndata-styled.g3[id="sc-three"]{content:"b,"}/*!sc*/\n';

function serverStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-styled', 'true');
  style.setAttribute('data-styled-version', '6.6.0');
  style.textContent = SERVER_CSS;
  document.head.append(style);
  return style;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllEnvs();
});

describe('handing the server styles over', () => {
  it('gives styled-components only the markers and sets the server element aside, in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const server = serverStyle();
    handOverServerStyles(document);
    expect(server.hasAttribute('data-styled')).toBe(false);
    expect(server.hasAttribute('data-styled-server')).toBe(true);
    const markers = document.head.querySelector('style[data-styled]');
    expect(markers?.getAttribute('data-styled-version')).toBe('6.6.0');
    expect(markers?.textContent).toBe(
      'data-styled.g1[id="sc-one"]{content:"a,"}/*!sc*/\ndata-styled.g3[id="sc-three"]{content:"b,"}/*!sc*/\n',
    );
  });

  it("leaves styled-components' own rehydration alone in development", () => {
    vi.stubEnv('NODE_ENV', 'development');
    const server = serverStyle();
    handOverServerStyles(document);
    expect(server.getAttribute('data-styled')).toBe('true');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it("counts each component group's rules in the browser's sheet, markers included", () => {
    const sheet = serverStyle().sheet!;
    expect([...groupSizesOf(sheet)!]).toEqual([
      [1, 3],
      [3, 2],
    ]);
    sheet.insertRule('.stray{color:green}', sheet.cssRules.length);
    expect(groupSizesOf(sheet)).toBeNull();
  });
});
