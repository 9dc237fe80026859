import { afterEach, describe, expect, it, vi } from 'vitest';

/** Fresh copies of the format modules, with their caches empty. */
async function freshFormats() {
  vi.resetModules();
  const [{ warmFormats }, { formatMoney }, { formatJapanDateTime }] = await Promise.all([
    import('./warm-formats'),
    import('./format'),
    import('./time-format'),
  ]);
  return { warmFormats, formatMoney, formatJapanDateTime };
}

/** Counts the formats of a kind made from now on; each is still a real one. */
function countMade(kind: 'NumberFormat' | 'DateTimeFormat'): () => number {
  const Original = Intl[kind] as new (...args: unknown[]) => object;
  let made = 0;
  vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    made++;
    return new Original(...args);
  } as never);
  return () => made;
}

describe('warmFormats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes the formats of the first money figure and Japan time, so showing them makes none', async () => {
    const { warmFormats, formatMoney, formatJapanDateTime } = await freshFormats();
    warmFormats('tw');
    const numberFormats = countMade('NumberFormat');
    const dateTimeFormats = countMade('DateTimeFormat');
    expect(formatMoney('-1234.5', '¥', 'tw')).toBe('-¥1,234.50');
    expect(formatJapanDateTime('2026-11-28T06:04:00Z', 'tw')).toMatch(/^2026\/11\/28\s15:04 JST$/);
    expect(numberFormats()).toBe(0);
    expect(dateTimeFormats()).toBe(0);
  });

  it('is needed: without it, the first figure makes its format', async () => {
    const { formatMoney } = await freshFormats();
    const numberFormats = countMade('NumberFormat');
    expect(formatMoney('1234.5', '¥', 'jp')).toBe('¥1,234.50');
    expect(numberFormats()).toBe(1);
  });
});
