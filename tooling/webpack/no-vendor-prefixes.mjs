// Stands in for stylis's src/Prefixer.js in every browser build (create-app-config.mjs swaps it in).
// styled-components adds stylis's prefixer middleware only under
// `<StyleSheetManager enableVendorPrefixes>`, which no app renders: the server's styles and the
// browser's are both written unprefixed, so the prefix table (about 1.2 KB gzip on every page) never
// ran (decision 075). A page that turned prefixes on would fail loudly here instead of drawing
// styles the server did not.
export function prefix() {
  throw new Error('Vendor prefixes are left out of the browser build (decision 075); do not enable them.');
}
