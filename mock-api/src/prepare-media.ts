import type { PrepareMedia } from './wiring/app';
import type { Logger } from './logger';

/** Encodes the previews and the free EP after start, off the request path; never throws. */
export async function prepareMedia(prepare: PrepareMedia, logger: Logger): Promise<void> {
  const started = performance.now();
  try {
    const { previews } = await prepare();
    logger.info({ previews, ms: Math.round(performance.now() - started) }, 'media prepared');
  } catch (error) {
    logger.warn({ err: error }, 'media not prepared; the first requests for it encode it');
  }
}
