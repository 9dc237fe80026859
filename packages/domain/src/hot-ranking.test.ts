import { describe, expect, it } from 'vitest';
import { rankHot } from './hot-ranking';

const row = (symbol: string, changePct: string, volume: number, turnover: string) => ({ symbol, changePct, volume, turnover });
const rows = [
  row('A', '1.27', 500, '900.5'),
  row('B', '1.36', 100, '1200'),
  row('C', '-2.10', 900, '99.99'),
  row('D', '10.01', 300, '1000'),
];
const symbols = (ranked: { symbol: string }[]) => ranked.map((each) => each.symbol);

describe('rankHot', () => {
  it('ranks gainers by change %, highest first, as decimals (10.01 above 1.36 above 1.27)', () => {
    expect(symbols(rankHot('gainers', rows))).toEqual(['D', 'B', 'A', 'C']);
  });

  it('ranks losers by change %, lowest first', () => {
    expect(symbols(rankHot('losers', rows))).toEqual(['C', 'A', 'B', 'D']);
  });

  it('ranks the most active by volume and turnover by yen traded, highest first', () => {
    expect(symbols(rankHot('active', rows))).toEqual(['C', 'A', 'D', 'B']);
    expect(symbols(rankHot('turnover', rows))).toEqual(['B', 'D', 'A', 'C']);
  });

  it('keeps equal figures in their order and leaves its input alone', () => {
    const tied = [row('X', '1.00', 1, '1'), row('Y', '1.00', 1, '1')];
    expect(symbols(rankHot('gainers', tied))).toEqual(['X', 'Y']);
    rankHot('gainers', rows);
    expect(symbols(rows)).toEqual(['A', 'B', 'C', 'D']);
  });
});
