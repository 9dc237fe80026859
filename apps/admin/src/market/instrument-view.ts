/**
 * How an instrument reads in the back office: its board, sector and price in words, and what a
 * halt or a resumption will do. Pure, so it is tested alone.
 */
import { formatNumber } from '@kabuto/i18n';

/** `2345.5` → `¥2,345.5`: every decimal the price has, none added, none lost. */
export function priceText(last: string | null): string {
  if (last === null) return '—';
  return `¥${formatNumber(last, last.split('.')[1]?.length ?? 0)}`;
}

const boards: Record<string, string> = { prime: 'Prime', standard: 'Standard', growth: 'Growth' };

export function boardLabel(board: string | null): string {
  return board === null ? '—' : (boards[board] ?? board);
}

/** `electric_appliances` → `Electric appliances`. */
export function sectorLabel(sector: string | null): string {
  if (!sector) return '—';
  const words = sector.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface HaltChange {
  symbol: string;
  halted: boolean;
  title: string;
  consequence: string;
  action: string;
}

export function haltChange(instrument: { symbol: string; name: string }, halted: boolean): HaltChange {
  const subject = `${instrument.name} (${instrument.symbol})`;
  const audit = 'Your reason is written to the audit log.';
  return halted
    ? {
        symbol: instrument.symbol,
        halted,
        title: `Halt trading in ${subject}?`,
        consequence: `Its quotes show “halted” at once, on every screen, until an owner resumes it. ${audit}`,
        action: 'Halt trading',
      }
    : {
        symbol: instrument.symbol,
        halted,
        title: `Resume trading in ${subject}?`,
        consequence: `Its quotes show the market’s state again at once. ${audit}`,
        action: 'Resume trading',
      };
}
