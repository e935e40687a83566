export {
  accountSessionSnapshot,
  refreshAccountSession,
  setAccountUser,
  type AccountSession,
  type AccountUser,
} from './account-session';
export { signOut } from './sign-out';
export { useAccountSession } from './use-account-session';
