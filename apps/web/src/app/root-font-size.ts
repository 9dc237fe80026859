/**
 * The layout's one unit. Screens are drawn for a 750-pixel-wide design, and the root font size is
 * `width × 200 / 750`, so `1rem` is 100 design pixels at a 375-pixel-wide phone. On a wide screen
 * the app is a centred phone column and the same formula uses the column's width.
 */
export const designWidthPx = 750;
export const maxColumnWidthPx = 480;

export function columnWidth(viewportWidthPx: number): number {
  return Math.min(Math.max(viewportWidthPx, 0), maxColumnWidthPx);
}

export function rootFontSize(columnWidthPx: number): number {
  return (columnWidthPx * 200) / designWidthPx;
}

/** Sets the root font size and the column width (CSS uses it for fixed bars); returns the size. */
export function applyRootFontSize(root: HTMLElement, viewportWidthPx: number): number {
  const width = columnWidth(viewportWidthPx);
  const size = rootFontSize(width);
  root.style.fontSize = `${size}px`;
  root.style.setProperty('--kb-column-width', `${width}px`);
  return size;
}

/** Keeps the root font size right as the window is resized or the phone turned; returns a stop. */
export function watchRootFontSize(win: Window): () => void {
  const root = win.document.documentElement;
  const update = () => void applyRootFontSize(root, root.clientWidth || win.innerWidth);
  update();
  win.addEventListener('resize', update);
  win.addEventListener('orientationchange', update);
  return () => {
    win.removeEventListener('resize', update);
    win.removeEventListener('orientationchange', update);
  };
}
