import { Router } from 'express';
import { apiReferencePage } from './api-reference-page';
import type { OpenApiDocument } from './openapi-document';

/** The API description as JSON, and a reference page built from it. Both are made once. */
export function apiDocsRouter(document: OpenApiDocument): Router {
  const router = Router();
  const page = apiReferencePage(document);
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(document);
  });
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(page);
  });
  return router;
}
