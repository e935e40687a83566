import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { renderArt } from '../art';
import type { EncodeSketch } from '../audio';
import { epArchiveName, epCredits, FREE_EP } from './ep-contents';

const EP_KBPS = 64;

async function coverPng(): Promise<Buffer> {
  const svg = renderArt({ kind: 'products', name: FREE_EP.title.toLowerCase().replace(/\s+/g, '-') });
  return sharp(Buffer.from(svg)).resize(1000, 1000).png().toBuffer();
}

/** MP3 and PNG are compressed already: stored as they are (level 0); only the text is deflated. */
async function buildArchive(encodeSketch: EncodeSketch): Promise<Buffer> {
  const folder = `Panic Squad - ${FREE_EP.title}`;
  const files: Zippable = {
    [`${folder}/cover.png`]: [await coverPng(), { level: 0 }],
    [`${folder}/credits.txt`]: [strToU8(epCredits()), { level: 9 }],
  };
  for (const [index, track] of FREE_EP.tracks.entries()) {
    const mp3 = await encodeSketch(track.id, EP_KBPS);
    files[`${folder}/${String(index + 1).padStart(2, '0')} ${track.title}.mp3`] = [mp3, { level: 0 }];
  }
  return Buffer.from(zipSync(files));
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The EP's ZIP on disk under DATA_DIR, built on first use (a few seconds of encoding) and kept,
 * so every download is a plain file that express serves with Range support.
 */
export function createEpArchive(dataDir: string, encodeSketch: EncodeSketch) {
  const file = path.join(dataDir, 'free-ep', epArchiveName());
  let ready: Promise<string> | undefined;

  async function build(): Promise<string> {
    if (await exists(file)) return file;
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed: a download never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, await buildArchive(encodeSketch));
    await rename(partial, file);
    return file;
  }

  return {
    /** The archive's path, once it exists. */
    path(): Promise<string> {
      ready ??= build().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      return ready;
    },
  };
}

export type EpArchive = ReturnType<typeof createEpArchive>;
