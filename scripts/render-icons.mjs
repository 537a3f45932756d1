// Renders public/icons/logo.svg to the PNG icons of the web manifest with headless Chromium.
// Run once after changing the logo (`node scripts/render-icons.mjs`); the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'public', 'icons');
const svg = fs.readFileSync(path.join(dir, 'logo.svg'), 'utf8');

// Rounded corners for the plain icons; full-bleed square where the platform applies its own mask
// (maskable icons, iOS home screen), which also must not be transparent.
const targets = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
  { file: 'favicon-32.png', size: 32, fullBleed: false },
];

const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, fullBleed } of targets) {
    const sized = svg
      .replace('width="512" height="512"', `width="${size}" height="${size}"`)
      .replace('rx="112"', fullBleed ? 'rx="0"' : 'rx="112"');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({
      path: path.join(dir, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
