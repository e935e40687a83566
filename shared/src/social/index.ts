/*
 * The social hub's constants, rules and schemas, shared by mf-social, mf-admin and the API.
 * Bundled per app and tree-shaken: the screens import only the zod-free modules (constants,
 * rules, types), so no app gets a second copy of zod; the zod schemas are for the server.
 */
export * from './constants';
export * from './feeds';
export * from './share-caption';
export * from './fan-photo-rules';
export * from './fan-photo-schemas';
