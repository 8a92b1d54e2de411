// Draws the web app manifest's icons (apps/web/public/icons/*.png) from the logo's SVG
// (apps/web/public/favicon.svg, the same mark as components/logo.tsx) with the Chromium that
// Playwright drives for the e2e tests. Run again after changing the logo:
//   node scripts/draw-app-icons.mjs
// "any" icons are the rounded tile as it is; the maskable one fills the square with the tile's
// blue and keeps the letter inside the central 80 % safe zone, since launchers crop it to a circle
// or a squircle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const letter = logo.match(/<path d="([^"]+)"/)?.[1];
const blue = logo.match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!letter || !blue) throw new Error('favicon.svg no longer has the expected rect and path');

// The maskable icon: the 32-unit letter at 70 % of its size in the tile, centred on full-bleed blue.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${blue}"/><g transform="translate(4.8 4.8) scale(0.7)"><path d="${letter}" fill="#fff" transform="translate(0.5 0)"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.locator('svg').screenshot({
      path: path.join(publicDir, 'icons', file),
      omitBackground: true,
    });
    await page.close();
    console.log(`draw-app-icons: icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
