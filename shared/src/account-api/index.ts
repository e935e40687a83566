export { confirmPasswordReset, registerAccount, requestPasswordReset, signIn } from './account-requests';
export { startAccountSession } from './start-account-session';
