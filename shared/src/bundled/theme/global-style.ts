import { createGlobalStyle } from 'styled-components';
import bangersLatin from '@fontsource/bangers/files/bangers-latin-400-normal.woff2';
import { theme } from './theme';

// The server's bundle names the font by its path, the browser's by a full URL (publicPath 'auto'). With
// the path alone the global style's rules, and so its id, are the same on both, and the browser keeps the
// server's rules instead of adding a second copy of them (decision 050).
const fontPath = bangersLatin.replace(/^[a-z]+:\/\/[^/]+/i, '');

// Values, not theme functions: a global style without functions is static, so the browser finds the
// server's rules by name and keeps them; with functions it deletes and inserts them again (decision 050).
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'Bangers';
    font-style: normal;
    font-weight: 400;
    font-display: optional; /* preloaded by the page; swapped in late, it re-wraps the hero's title (decision 032) */
    src: url(${fontPath}) format('woff2');
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    line-height: 1.5;
  }
  h1, h2, h3 { font-family: ${theme.font.display}; letter-spacing: 0.03em; font-weight: 400; line-height: 1.1; }
  a { color: ${theme.color.accent}; }
  img { max-width: 100%; height: auto; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
