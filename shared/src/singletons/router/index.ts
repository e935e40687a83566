/** The one way apps use the router (decision 003); browser builds read browser.ts instead. */
export * from './browser';
// A memory history for the server's first-screen render and tests: a page never needs it.
export { MemoryRouter } from 'react-router-dom';
