// Generates the app icons (PNG for the manifest, favicon, apple-touch) from one SVG logo.
// Run once with `npm run icons`; the output in public/icons is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const accent = '#22c55e';
const bg = '#0b0f14';

// A ball-like mark: a rounded square with an accent "pitch" circle and a rising bar chart (data).
const mark = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="256" r="150" fill="none" stroke="${accent}" stroke-width="30"/>
    <rect x="186" y="262" width="36" height="70" rx="8" fill="${accent}"/>
    <rect x="238" y="214" width="36" height="118" rx="8" fill="#e6edf3"/>
    <rect x="290" y="170" width="36" height="162" rx="8" fill="${accent}"/>
  </g>`;

const svg = (scale, radius) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${radius}" fill="${bg}"/>${mark(scale)}</svg>`;

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon.svg', svg(1, 96));
writeFileSync('public/favicon.svg', svg(1.1, 112));
await sharp(Buffer.from(svg(1, 96)))
  .resize(192, 192)
  .png()
  .toFile('public/icons/icon-192.png');
await sharp(Buffer.from(svg(1, 96)))
  .resize(512, 512)
  .png()
  .toFile('public/icons/icon-512.png');
// Maskable: full-bleed background, mark inside the 80 % safe zone.
await sharp(Buffer.from(svg(0.72, 0)))
  .resize(512, 512)
  .png()
  .toFile('public/icons/maskable-512.png');
await sharp(Buffer.from(svg(1, 0)))
  .resize(180, 180)
  .png()
  .toFile('public/icons/apple-touch-icon.png');
console.log('icons written to public/icons');
