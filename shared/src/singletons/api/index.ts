export { ApiError } from './api-error';
export { apiRequest, configureApi, type ApiRequestOptions } from './api-client';
export { getBrowserSessionId, hasBrowserSessionId, isBrowserSessionId, setBrowserSessionId } from './browser-session';
export { authRequest, forgetCsrfTokens } from './auth-request';
export { UNREACHABLE, userErrorMessage } from './user-error-message';
