/*
 * The social hub's constants and rules, shared by mf-social, mf-admin and the API; bundled per app.
 * Its zod schemas live in the @ps/shared/schemas singleton, so no app bundles a copy of zod;
 * their types are re-exported here for the screens.
 */
export * from './constants';
export type * from '../../singletons/schemas/social-feeds';
export * from './share-caption';
export * from './fan-photo-rules';
export type * from '../../singletons/schemas/fan-photo';
