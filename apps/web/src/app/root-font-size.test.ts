import { describe, expect, it } from 'vitest';
import { applyRootFontSize, columnWidth, maxColumnWidthPx, rootFontSize } from './root-font-size';

describe('rootFontSize', () => {
  it.each([
    // width × 200 / 750
    { width: 375, size: 100 },
    { width: 390, size: 104 },
    { width: 750, size: 200 },
    { width: 320, size: 85.33333333333333 },
  ])('is $size px for a $width px column', ({ width, size }) => {
    expect(rootFontSize(width)).toBeCloseTo(size, 10);
  });
});

describe('columnWidth', () => {
  it('is the viewport on a phone and the capped column on a desktop', () => {
    expect(columnWidth(390)).toBe(390);
    expect(columnWidth(1280)).toBe(maxColumnWidthPx);
    expect(maxColumnWidthPx).toBeGreaterThanOrEqual(480);
    expect(maxColumnWidthPx).toBeLessThanOrEqual(540);
  });
});

describe('applyRootFontSize', () => {
  function fakeRoot() {
    const properties = new Map<string, string>();
    const style = { fontSize: '', setProperty: (name: string, value: string) => void properties.set(name, value) };
    return { root: { style } as unknown as HTMLElement, style, properties };
  }

  it('sizes a phone by its width', () => {
    const { root, style, properties } = fakeRoot();
    expect(applyRootFontSize(root, 375)).toBe(100);
    expect(style.fontSize).toBe('100px');
    expect(properties.get('--kb-column-width')).toBe('375px');
  });

  it('sizes a desktop by the centred column, not the window', () => {
    const { root, style, properties } = fakeRoot();
    applyRootFontSize(root, 1920);
    expect(style.fontSize).toBe(`${(maxColumnWidthPx * 200) / 750}px`);
    expect(properties.get('--kb-column-width')).toBe(`${maxColumnWidthPx}px`);
  });
});
