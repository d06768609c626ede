// Cover images of news articles: what an admin uploads is decoded by sharp (so only real JPEG, PNG
// or WebP pictures pass, whatever the Content-Type said), re-encoded to WebP at most
// COVER_IMAGE_MAX_WIDTH wide (which also drops EXIF, GPS and any other metadata) and written under
// `<dir>` with a random name. Names are made here only, so serving one can never reach another path.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COVER_IMAGE_MAX_WIDTH } from '@shared/admin-content';
import { DomainError, invalid, unsupportedMedia } from '../../domain-errors';

/** The public address of the stored covers (served by coverImageRoutes). */
export const COVER_URL_PREFIX = '/uploads/news/';
/** The only names ever written: 32 hex characters and .webp. */
export const COVER_NAME = /^[a-f0-9]{32}\.webp$/;

export const COVER_MESSAGES = {
  notImage: 'O arquivo enviado não é uma imagem JPEG, PNG ou WebP válida.',
  tooLarge: 'A imagem passa do limite de 5 MB.',
  wrongType: 'Envie uma imagem JPEG, PNG ou WebP.',
  empty: 'Nenhuma imagem foi enviada.',
} as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export function coverImages(dir: string) {
  return {
    dir,

    /** Decodes, re-encodes and stores; the public URL, width and height of the stored picture. */
    async store(bytes: Buffer): Promise<{ url: string; name: string; width: number; height: number; bytes: number }> {
      if (bytes.length === 0) throw invalid(COVER_MESSAGES.empty);
      const { default: sharp } = await import('sharp');
      let output: { data: Buffer; info: { width: number; height: number; size: number } };
      try {
        const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
        const { format } = await input.metadata();
        if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedMedia(COVER_MESSAGES.notImage);
        output = await input
          .rotate() // applies the EXIF orientation before the metadata is dropped
          .resize({ width: COVER_IMAGE_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw unsupportedMedia(COVER_MESSAGES.notImage);
      }
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, output.data, { flag: 'wx' });
      await rename(temporary, path.join(dir, name));
      return {
        url: COVER_URL_PREFIX + name,
        name,
        width: output.info.width,
        height: output.info.height,
        bytes: output.info.size,
      };
    },

    /**
     * Removes the stored cover a public URL names; false for any URL that is not one of ours (an
     * outside https:// picture, a made-up path): nothing outside `<dir>` can be reached.
     */
    async remove(url: string): Promise<boolean> {
      if (!url.startsWith(COVER_URL_PREFIX)) return false;
      const name = url.slice(COVER_URL_PREFIX.length);
      if (!COVER_NAME.test(name)) return false;
      await rm(path.join(dir, name), { force: true });
      return true;
    },

    /** A stored cover's bytes; null for any name this module did not make, or that is gone. */
    async read(name: string): Promise<Buffer | null> {
      if (!COVER_NAME.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch {
        return null;
      }
    },
  };
}
export type CoverImages = ReturnType<typeof coverImages>;
