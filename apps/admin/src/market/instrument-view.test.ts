import { describe, expect, it } from 'vitest';
import { boardLabel, haltChange, priceText, sectorLabel } from './instrument-view';

describe('instrument view', () => {
  it.each([
    { last: '2345', text: '¥2,345' },
    { last: '998.5', text: '¥998.5' },
    { last: '1234567.25', text: '¥1,234,567.25' },
    { last: null, text: '—' },
  ])('shows the price $last as $text', ({ last, text }) => {
    expect(priceText(last)).toBe(text);
  });

  it.each([
    { board: 'prime', label: 'Prime' },
    { board: 'growth', label: 'Growth' },
    { board: null, label: '—' },
    { board: 'pro', label: 'pro' },
  ])('names the board $board', ({ board, label }) => {
    expect(boardLabel(board)).toBe(label);
  });

  it('writes sectors in words', () => {
    expect(sectorLabel('electric_appliances')).toBe('Electric appliances');
    expect(sectorLabel(null)).toBe('—');
  });

  it('asks before a halt and a resumption, naming the instrument and what follows', () => {
    const instrument = { symbol: '7203', name: 'Sim Motors' };
    expect(haltChange(instrument, true)).toMatchObject({
      symbol: '7203',
      halted: true,
      title: 'Halt trading in Sim Motors (7203)?',
      action: 'Halt trading',
    });
    expect(haltChange(instrument, true).consequence).toContain('audit log');
    expect(haltChange(instrument, false)).toMatchObject({ halted: false, action: 'Resume trading' });
  });
});
