/**
 * Kabuto's mark as data: a samurai helmet (kabuto) with its crest, on a 64 × 64 grid. `BrandMark`
 * draws it in the app, and the build draws it into index.html's boot splash (vite.config.ts), so
 * both show the same mark from this one drawing.
 */
export const brandMarkFrame = { width: 64, height: 64, rx: 15, fill: '#17357a' } as const;

export const brandMarkShapes: readonly { d: string; fill: string; opacity?: number }[] = [
  { d: 'M17 9c2 9 8 15 15 15s13-6 15-15c-1 12-7 19-15 19S18 21 17 9z', fill: '#e8452c' },
  { d: 'M13 41c0-11 8.5-17 19-17s19 6 19 17z', fill: '#fff' },
  { d: 'M8 43h48l-5 9H13z', fill: '#fff', opacity: 0.9 },
  { d: 'M24 43h16v6H24z', fill: '#17357a', opacity: 0.35 },
];

/** The framed mark as SVG markup, for a page that has no React yet. */
export function brandMarkSvg(size: number): string {
  const { width, height, rx, fill } = brandMarkFrame;
  const shapes = brandMarkShapes.map(
    ({ d, fill: shapeFill, opacity }) =>
      `<path d="${d}" fill="${shapeFill}"${opacity === undefined ? '' : ` opacity="${opacity}"`}></path>`,
  );
  return [
    `<svg viewBox="0 0 64 64" width="${size}" height="${size}" aria-hidden="true" focusable="false">`,
    `<rect width="${width}" height="${height}" rx="${rx}" fill="${fill}"></rect>`,
    ...shapes,
    '</svg>',
  ].join('');
}
