import type { Config } from '../../config';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { EncodeSketch } from '../audio';
import { createEpArchive } from './ep-archive';
import { signEpLink } from './ep-link';
import { loadEpLinkKey } from './ep-link-key';
import { freeEpRouter } from './routes';

/** The EP's download route and the link maker the newsletter's welcome uses, sharing one key. */
export function createFreeEp(
  db: Db,
  config: Pick<Config, 'dataDir' | 'epLinkSecret'>,
  clock: Clock,
  encodeSketch: EncodeSketch,
) {
  let key: Promise<string> | undefined;
  const linkKey = () => (key ??= loadEpLinkKey(config));
  const archive = createEpArchive(config.dataDir, encodeSketch);
  return {
    router: freeEpRouter(archive, db, linkKey, clock),
    /** Builds the archive now (if DATA_DIR has none), so the first download does not wait for it. */
    prepare: () => archive.path(),
    linkFor: async (siteOrigin: string, subscriberId: number) =>
      signEpLink(siteOrigin, await linkKey(), subscriberId, clock()),
  };
}

export { EP_LINK_TTL_DAYS } from './ep-link';
