export * from './password-policy';
export * from './account-messages';
