// The share image of a match (Open Graph / Twitter card): both crests, the names, the score or the
// kick-off, drawn as an SVG and turned into a PNG by sharp (prebuilt libvips, no download at install).
// PNGs are kept in memory by what they show, so a shared link asked for by many previews is drawn once.
import type { Match } from '@shared/football';
import { isFinished, isLive, statusName } from '@shared/match-status';
import { longDateLabel } from '@shared/datetime';
import { SHARE_IMAGE } from '@shared/seo';

const { width: W, height: H } = SHARE_IMAGE;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A crest SVG (48×48 viewBox) placed as a nested SVG of the given size. */
function placeCrest(svg: string, x: number, y: number, size: number): string {
  return svg.replace(
    /<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" x="${x}" y="${y}" width="${size}" height="${size}">`,
  );
}

function fit(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

export function shareImageSvg(match: Match, crests: { home: string; away: string }, product: string): string {
  const scored =
    match.homeScore != null && match.awayScore != null && (isLive(match.status) || isFinished(match.status));
  const centre = scored ? `${match.homeScore}  x  ${match.awayScore}` : (match.matchTime ?? 'x');
  const line = scored
    ? statusName(match.status)
    : `${longDateLabel(match.matchDate)}${match.matchTime ? ` às ${match.matchTime}` : ''}`;
  const competition = match.competition ? `${match.competition.name} ${match.competition.seasonName}` : '';
  const font = 'font-family="Inter,DejaVu Sans,Liberation Sans,Arial,sans-serif"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0f14"/><stop offset="1" stop-color="#13202e"/></linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect y="${H - 12}" width="${W}" height="12" fill="#22c55e"/>`,
    `<text x="${W / 2}" y="80" text-anchor="middle" ${font} font-size="34" font-weight="600" fill="#94a3b8">${escapeXml(fit(competition, 48))}</text>`,
    placeCrest(crests.home, 130, 170, 220),
    placeCrest(crests.away, W - 350, 170, 220),
    `<text x="240" y="450" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#f8fafc">${escapeXml(fit(match.homeTeam.name, 18))}</text>`,
    `<text x="${W - 240}" y="450" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#f8fafc">${escapeXml(fit(match.awayTeam.name, 18))}</text>`,
    `<text x="${W / 2}" y="315" text-anchor="middle" ${font} font-size="${scored ? 120 : 80}" font-weight="800" fill="#f8fafc">${escapeXml(centre)}</text>`,
    `<text x="${W / 2}" y="390" text-anchor="middle" ${font} font-size="30" fill="${isLive(match.status) ? '#f87171' : '#94a3b8'}">${escapeXml(line)}</text>`,
    `<text x="${W / 2}" y="${H - 50}" text-anchor="middle" ${font} font-size="34" font-weight="800" fill="#22c55e">${escapeXml(product)}</text>`,
    '</svg>',
  ].join('');
}

/** Keeps the latest PNGs (a few hundred KB in all); the key says what the image shows. */
export function createShareImageCache(limit = 200) {
  const images = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      let image = images.get(key);
      if (image) {
        images.delete(key);
        images.set(key, image);
        return image;
      }
      image = draw();
      image.catch(() => images.delete(key));
      images.set(key, image);
      while (images.size > limit) images.delete(images.keys().next().value!);
      return image;
    },
  };
}

export async function renderPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** What the image shows: a new key (and a new URL version) when the score or state changes. */
export function shareImageKey(match: Match): string {
  return `${match.id}|${match.status}|${match.homeScore ?? ''}|${match.awayScore ?? ''}|${match.matchDatetime}`;
}
