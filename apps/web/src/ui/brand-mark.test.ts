import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';
import { brandMarkShapes, brandMarkSvg } from './brand-mark-shapes';

describe('the brand mark', () => {
  it('is the same drawing in the boot splash as in the app', () => {
    const inApp = renderToStaticMarkup(createElement(BrandMark, { size: '72' }));
    expect(brandMarkSvg(72)).toBe(inApp);
    for (const { d } of brandMarkShapes) expect(brandMarkSvg(72)).toContain(`d="${d}"`);
  });

  it('has its place in index.html, once, where the build draws it', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html.split('<!-- brand-mark -->')).toHaveLength(2);
    expect(html.indexOf('<!-- brand-mark -->')).toBeGreaterThan(html.indexOf('class="boot-splash"'));
  });
});
