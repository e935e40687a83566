// Stands in for @module-federation/error-codes' descriptions in production remote entries
// (create-app-config.mjs swaps it in). A remote entry runs no code that reads them: the runtime
// that reports federation errors is the shell's, which keeps the real texts. The original file
// stayed in every remote entry although unread (an object spread the minifier cannot prove
// pure), about 0.5 KB gzip on every page with a remote (decision 038).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
