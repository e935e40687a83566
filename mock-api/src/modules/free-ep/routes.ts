import path from 'node:path';
import { Router, type Request } from 'express';
import type { Clock } from '../../lib/clock';
import { messagePage } from '../../http/message-page';
import { epDownloadName } from './ep-contents';
import type { EpArchive } from './ep-archive';
import { checkEpLink } from './ep-link';
import type { Db } from '../../db/tables';
import { countDownload, isConfirmedSubscriber } from './repository';

const INVALID_LINK = messagePage(
  'Download link not valid',
  'This download link is not valid. It may have been changed or cut short; use the link from your welcome e-mail as it is.',
);
const EXPIRED_LINK = messagePage(
  'Download link expired',
  'This download link has expired. Write to us through the contact form and we will send you a fresh one.',
);

/** A player or download manager resuming at byte 1000 is the same download, so only starts are counted. */
const startsAtTheBeginning = (req: Request) => {
  const range = req.get('Range');
  return range === undefined || /^bytes=0-/.test(range.replace(/\s+/g, ''));
};

/** GET /api/free-ep/download?subscriber&expires&signature: the EP's ZIP for the link's subscriber. */
export function freeEpRouter(archive: EpArchive, db: Db, linkKey: () => Promise<string>, clock: Clock): Router {
  const router = Router();
  router.get('/download', async (req, res) => {
    const link = checkEpLink(req.query, await linkKey(), clock());
    if (link.kind === 'expired') {
      res.status(410).set('Cache-Control', 'no-store').type('html').send(EXPIRED_LINK);
      return;
    }
    if (link.kind === 'invalid' || !(await isConfirmedSubscriber(db, link.subscriberId))) {
      res.status(403).set('Cache-Control', 'no-store').type('html').send(INVALID_LINK);
      return;
    }
    const file = await archive.path();
    if (startsAtTheBeginning(req)) await countDownload(db, link.subscriberId);
    // sendFile answers Range and If-Range with 206 or 416 itself. The file's path is the server's own
    // (never the request's), and the default DATA_DIR is `.data`: a dot segment is expected, so allowed.
    res.set('Cache-Control', 'private, no-cache').attachment(epDownloadName());
    res.sendFile(path.basename(file), { root: path.dirname(file), dotfiles: 'allow' });
  });
  return router;
}
