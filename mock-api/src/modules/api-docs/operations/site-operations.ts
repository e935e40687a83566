import { remotesConfigSchema } from '@ps/shared/schemas';
import { get } from '../api-operation';

const html = { produces: 'text/html' };

/** What the site serves beside the API: pages with their metadata, crawler files, the remotes' addresses. */
export const siteOperations = [
  get('/config/remotes.json', "Where the shell loads each remote's code from", { response: remotesConfigSchema }),
  get('/sitemap.xml', 'The sitemap of public pages', { produces: 'application/xml' }),
  get('/metrics', 'Prometheus metrics, to METRICS_TOKEN or METRICS_ALLOW_FROM only', { produces: 'text/plain' }),
  get('/robots.txt', "Crawlers' rules", { produces: 'text/plain' }),
  get('/sw.js', 'The service worker script', { produces: 'text/javascript' }),
  get('/store', 'The store page with its first screen', html),
  get('/store/search', 'The store search page', html),
  get('/store/category/:slug', 'A category page with its metadata', html),
  get('/store/:slug', 'A product page with its metadata', html),
  get('/social', 'The social hub page with its first screen', html),
  get('/{*path}', 'Any other page of the site: the shell, which routes in the browser', html),
];
