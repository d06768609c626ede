// Team crests drawn from the team's colours and initials: a small SVG shield, no downloads. Pages
// show them as WebP, decoded off the main thread (docs/decisions/0008-crests-as-webp.md).

/** Bump when the drawing changes: crest URLs carry it, so long-cached crests are refreshed. */
export const CREST_VERSION = 2;

/** The WebP widths served (`?size=`): the default for crests up to 32 CSS px, the larger for page headers. */
export const CREST_SIZES = [96, 192] as const;
export type CrestSize = (typeof CREST_SIZES)[number];

export function crestUrl(teamId: number): string {
  return `/api/teams/${teamId}/crest.webp?v=${CREST_VERSION}`;
}

/** The crest drawn at `size` px square as WebP (near-lossless: flat colours and text stay crisp). */
export async function crestWebp(svg: string, size: CrestSize): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .webp({ nearLossless: true, quality: 60, effort: 6 })
    .toBuffer();
}

function luminance(hex: string): number {
  const value = parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function crestSvg(team: {
  shortName: string;
  colorPrimary: string;
  colorSecondary: string;
  isNational: boolean;
}): string {
  const primary = /^#[0-9a-f]{6}$/i.test(team.colorPrimary) ? team.colorPrimary : '#334155';
  const secondary = /^#[0-9a-f]{6}$/i.test(team.colorSecondary) ? team.colorSecondary : '#ffffff';
  const text = luminance(primary) > 0.45 ? '#111111' : '#ffffff';
  const initials = escapeXml(team.shortName.slice(0, 3));
  const size = initials.length > 2 ? 15 : 18;
  const shape = team.isNational
    ? '<circle cx="24" cy="24" r="21"/>'
    : '<path d="M24 3 L42 9 V24 C42 35 34 42 24 45 C14 42 6 35 6 24 V9 Z"/>';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">',
    `<g fill="${primary}" stroke="${secondary}" stroke-width="3">${shape}</g>`,
    `<rect x="9" y="30" width="30" height="3" fill="${secondary}" opacity="0.9"/>`,
    `<text x="24" y="26" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-weight="800" font-size="${size}" fill="${text}">${initials}</text>`,
    '</svg>',
  ].join('');
}
