export { API_OPERATIONS } from './api-operations';
export type { ApiOperation } from './api-operation';
export { openApiDocument, openApiPath, type OpenApiDocument } from './openapi-document';
export { apiDocsRouter } from './routes';
