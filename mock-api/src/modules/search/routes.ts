import { Router, type RequestHandler } from 'express';
import { searchSuggestionsQuerySchema, type SearchSuggestionsResponse } from '@ps/shared/schemas';
import { catalogCaching } from '../../http/cache-control';
import type { JsonResponseCache } from '../../http/json-response-cache';
import { parseQuery } from '../../http/validate';
import type { SearchService } from './service';

/** Search matches words in lower case, so "Black  Hoodie" and "black hoodie" share one answer. */
export const normalisedQuery = (text: string): string => text.normalize('NFKC').replace(/\s+/g, ' ').toLowerCase();

/**
 * Suggestions are asked for at every pause in typing: each client is limited, and answers are kept
 * with the catalog's until the catalog changes, so repeated queries cost no database work.
 */
export function searchRouter(service: SearchService, responses: JsonResponseCache, limit: RequestHandler): Router {
  const router = Router();
  router.get('/suggestions', catalogCaching, limit, async (req, res) => {
    const q = normalisedQuery(parseQuery(searchSuggestionsQuerySchema, req).q);
    await responses.send(req, res, JSON.stringify(['suggestions', q]), async () => {
      const body: SearchSuggestionsResponse = { suggestions: await service.suggest(q) };
      return body;
    });
  });
  return router;
}
