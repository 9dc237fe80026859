#!/usr/bin/env node
/**
 * Regenerates the native projects' launcher icons and splash images from the brand icons in
 * `public/icons/` (a developer tool: the images are committed, CI does not run this). Needs
 * ImageMagick 6 (`convert`; on Debian `apt-get install imagemagick`), or set CONVERT to its path.
 *
 *   node apps/web/scripts/native-icons.mjs
 *
 * Every file keeps the name, size and PNG kind (RGBA for Android's mipmaps, RGB elsewhere) of
 * Capacitor's template, so the projects build unchanged. The splash background and Android's
 * adaptive-icon background are the brand colour of the web manifest.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
const convert = process.env.CONVERT ?? '/usr/bin/convert';
const brand = '#17357a';
/** The rounded-square icon (transparent corners) and the full-bleed one (brand colour to the edges, glyph in the safe zone). */
const rounded = path.join(appDir, 'public/icons/icon-512.png');
const fullBleed = path.join(appDir, 'public/icons/maskable-512.png');

const res = path.join(appDir, 'android/app/src/main/res');
const ios = path.join(appDir, 'ios/App/App/Assets.xcassets');
/** Android's launcher sizes per density (48dp icons, 108dp adaptive layers). */
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
/** Android's splash sizes as the template has them (portrait; landscape is the same turned). */
const splashes = { mdpi: [320, 480], hdpi: [480, 800], xhdpi: [720, 1280], xxhdpi: [960, 1600], xxxhdpi: [1280, 1920] };
/**
 * The full-bleed icon's glyph fits its inner 80% circle; an adaptive icon's safe zone is the inner
 * 66dp of 108dp. Scaled to 76% the glyph stays inside it, and the brand background around it is the
 * adaptive background colour, so the seam never shows.
 */
const foregroundScale = 0.76;
/** The glyph on a splash: this share of the shorter side. */
const splashScale = 0.4;

function run(args) {
  execFileSync(convert, args, { stdio: 'inherit' });
}

function icon(file, size) {
  run([rounded, '-resize', `${size}x${size}`, `PNG32:${file}`]);
}

function roundIcon(file, size) {
  const mask = [
    '(',
    '-size',
    `${size}x${size}`,
    'xc:none',
    '-fill',
    'white',
    '-draw',
    `circle ${(size - 1) / 2},${(size - 1) / 2} ${(size - 1) / 2},0`,
    ')',
  ];
  run([fullBleed, '-resize', `${size}x${size}`, ...mask, '-compose', 'DstIn', '-composite', `PNG32:${file}`]);
}

function foreground(file, size) {
  const inner = Math.round(size * foregroundScale);
  run([
    '-size',
    `${size}x${size}`,
    'xc:none',
    '(',
    fullBleed,
    '-resize',
    `${inner}x${inner}`,
    ')',
    '-gravity',
    'center',
    '-composite',
    `PNG32:${file}`,
  ]);
}

function splash(file, width, height) {
  const glyph = Math.round(Math.min(width, height) * splashScale);
  run([
    '-size',
    `${width}x${height}`,
    `xc:${brand}`,
    '(',
    fullBleed,
    '-resize',
    `${glyph}x${glyph}`,
    ')',
    '-gravity',
    'center',
    '-composite',
    `PNG24:${file}`,
  ]);
}

for (const [density, scale] of Object.entries(densities)) {
  const dir = path.join(res, `mipmap-${density}`);
  icon(path.join(dir, 'ic_launcher.png'), 48 * scale);
  roundIcon(path.join(dir, 'ic_launcher_round.png'), 48 * scale);
  foreground(path.join(dir, 'ic_launcher_foreground.png'), 108 * scale);
}
for (const [density, [width, height]] of Object.entries(splashes)) {
  splash(path.join(res, `drawable-port-${density}`, 'splash.png'), width, height);
  splash(path.join(res, `drawable-land-${density}`, 'splash.png'), height, width);
}
splash(path.join(res, 'drawable', 'splash.png'), 480, 320);

const background = path.join(res, 'values/ic_launcher_background.xml');
writeFileSync(
  background,
  readFileSync(background, 'utf8').replace(
    /(<color name="ic_launcher_background">)[^<]*(<\/color>)/,
    `$1${brand.toUpperCase()}$2`,
  ),
);

// iOS: the App Store icon is opaque (iOS rounds the corners itself), the splash is the same image at each scale.
run([
  fullBleed,
  '-resize',
  '1024x1024',
  '-background',
  brand,
  '-alpha',
  'remove',
  `PNG24:${path.join(ios, 'AppIcon.appiconset/AppIcon-512@2x.png')}`,
]);
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  splash(path.join(ios, 'Splash.imageset', name), 2732, 2732);
}
console.log('native icons and splash images written from public/icons/');
