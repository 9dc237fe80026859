import { formatMoney, yenSign } from './format';
import type { Language } from './languages';
import { formatJapanDateTime } from './time-format';

/**
 * Makes the money and Japan-time formats of a language ahead of their first figure. A page's
 * first `Intl` format loads the browser's ICU data: one task of 30–100 ms on a desktop, several
 * times that on a slow phone. Called while the app waits for the network, that task no longer
 * holds up the first render of a balance or a time.
 */
export function warmFormats(language: Language): void {
  formatMoney('0', yenSign, language);
  formatJapanDateTime(new Date(0).toISOString(), language);
}
