/** styled-components' own attribute on its style elements; "active" marks the one it writes to. */
export const SC_ATTRIBUTE = 'data-styled';
export const SC_VERSION_ATTRIBUTE = 'data-styled-version';
/** The server's style element while the page takes it over (decision 050). */
export const SERVER_STYLES_ATTRIBUTE = 'data-styled-server';

/** The rule the server writes after each component's rules: `data-styled.g12[id="sc-a"]{content:"b,c,"}`. */
export const MARKER_RULE = /data-styled\.g\d+\[id="[\w-]+"\]\{content:"[^"]*"\}/g;
/** The same rule's selector as the browser reads it back, with the component's group number. */
export const MARKER_SELECTOR = /^data-styled\.g(\d+)\[id=/;
/** The separator styled-components writes between rules. */
export const RULE_SEPARATOR = '/*!sc*/\n';
