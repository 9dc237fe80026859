/**
 * The exchange-rate source: mid rates of every currency per US dollar as a pure function of the
 * minute, so every member sees the same rate at the same instant, a quote can be recomputed
 * exactly when it is accepted, and a past exchange can be checked against its minute's rate.
 *
 * The model: each rate is a base level times a slow drift over weeks, a daily swing and a few
 * faster wiggles, with phases drawn from the seed. Moves stay within about ±2% over a month and
 * ±0.3% within a day, roughly what the majors do. The result is snapped to a fixed number of
 * decimals, after which it is an exact decimal string; floating point only shapes the curve.
 */
import type { Currency } from '@kabuto/contracts';

/** Units of each currency per 1 USD around late 2026, and the decimals its rate is quoted to. */
const baseRates: Record<Currency, { level: number; decimals: number }> = {
  USD: { level: 1, decimals: 0 },
  JPY: { level: 150.2, decimals: 4 },
  CNY: { level: 7.18, decimals: 5 },
  TWD: { level: 31.9, decimals: 4 },
  HKD: { level: 7.79, decimals: 5 },
  THB: { level: 34.6, decimals: 4 },
  VND: { level: 25_350, decimals: 1 },
  MYR: { level: 4.42, decimals: 5 },
  KRW: { level: 1_385, decimals: 2 },
  INR: { level: 84.3, decimals: 4 },
};

export interface FxRates {
  /** The minute the rates belong to (seconds and milliseconds are zero). */
  minute: Date;
  /** Units of each currency per 1 USD, as exact decimal strings. */
  perUsd: Record<Currency, string>;
}

function hash(text: string): number {
  let value = 2_166_136_261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16_777_619);
  return (value >>> 0) / 4_294_967_296;
}

const minuteMs = 60_000;
const waves = [
  { periodMinutes: 43_200, amplitude: 0.012 },
  { periodMinutes: 10_080, amplitude: 0.006 },
  { periodMinutes: 1_440, amplitude: 0.0025 },
  { periodMinutes: 180, amplitude: 0.0008 },
  { periodMinutes: 37, amplitude: 0.0003 },
];

export function minuteOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / minuteMs) * minuteMs);
}

export function fxRatesAt(instant: Date, seed: string): FxRates {
  const minute = minuteOf(instant);
  const minutes = minute.getTime() / minuteMs;
  const perUsd = {} as Record<Currency, string>;
  for (const [currency, base] of Object.entries(baseRates) as [Currency, { level: number; decimals: number }][]) {
    if (currency === 'USD') {
      perUsd.USD = '1';
      continue;
    }
    let logMove = 0;
    for (const [index, wave] of waves.entries()) {
      const phase = hash(`${seed}:${currency}:${index}`) * 2 * Math.PI;
      logMove += wave.amplitude * Math.sin((2 * Math.PI * minutes) / wave.periodMinutes + phase);
    }
    perUsd[currency] = (base.level * Math.exp(logMove)).toFixed(base.decimals);
  }
  return { minute, perUsd };
}
