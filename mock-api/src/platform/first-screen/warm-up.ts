import type { Logger } from '../../logger';
import { WARM_PATHS, type FirstScreens } from './first-screens';

/** Draws the busiest first screens right after the server starts to answer; never throws. */
export async function warmFirstScreens(
  firstScreens: Pick<FirstScreens, 'warm'>,
  apiOrigin: string,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  const failed = await firstScreens.warm(apiOrigin).catch((error: unknown) => {
    logger.warn({ err: error }, "first screens not warmed; the first visitors' browsers draw them");
    return WARM_PATHS.length;
  });
  logger.info(
    { paths: WARM_PATHS.length, failed, ms: Math.round(performance.now() - started) },
    'first screens warmed',
  );
}
