/** Turning typed search words into SQL LIKE patterns that match them literally. */

/**
 * Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`, Postgres's default), so a
 * keyword such as `09%` or `0_0` matches those characters and not "anything".
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A pattern for values that start with `text`; null (no filter) for a missing or empty keyword. */
export function startsWithPattern(text: string | undefined): string | null {
  return text ? `${escapeLikePattern(text)}%` : null;
}
