/** The check of a new alert's value, the same the server makes, so a mistake shows before anything is sent. */
import type { PriceAlert } from '@kabuto/contracts';

/** The translation key of a problem with the value, or null when it is one the server takes. */
export function alertValueProblem(kind: PriceAlert['kind'], value: string): 'badValue' | 'badPercent' | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match || /^0*(\.0*)?$/.test(value.trim())) return kind === 'changePct' ? 'badPercent' : 'badValue';
  // Compared in hundredths, whole numbers only: 100% is 10,000 hundredths.
  const hundredths = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return kind === 'changePct' && hundredths > 10_000n ? 'badPercent' : null;
}
