import { Router } from 'express';
import { searchSuggestionsQuerySchema, type SearchSuggestionsResponse } from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import { parseQuery } from '../../http/validate';
import type { SearchService } from './service';

export function searchRouter(service: SearchService): Router {
  const router = Router();
  router.get('/suggestions', catalogCaching, async (req, res) => {
    const { q } = parseQuery(searchSuggestionsQuerySchema, req);
    const body: SearchSuggestionsResponse = { suggestions: await service.suggest(q) };
    res.json(body);
  });
  return router;
}
