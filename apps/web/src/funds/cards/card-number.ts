/** A masked card number as it is read aloud from a statement: `123456 ••• 0123`, `•••• 3210`. */
export function showMaskedCardNumber(masked: string): string {
  const match = /^(\d*)(\*+)(\d+)$/.exec(masked);
  if (!match) return masked;
  const [, start = '', hidden = '', end = ''] = match;
  return [start, '•'.repeat(Math.min(hidden.length, 4)), end].filter(Boolean).join(' ');
}
