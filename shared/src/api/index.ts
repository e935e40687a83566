export { ApiError } from './api-error';
export { apiRequest, configureApi, type ApiRequestOptions } from './api-client';
export { getBrowserSessionId, hasBrowserSessionId, isBrowserSessionId } from './browser-session';
