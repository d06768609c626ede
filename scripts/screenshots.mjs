// Takes screenshots of app pages at 1280 px and 375 px, for looking at what users see.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (server must be running)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
const outDir = 'tests/e2e/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 812 }, deviceScaleFactor: 1 });
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${outDir}/${target.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
