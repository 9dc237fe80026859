/**
 * Which colour a rise or a fall takes. Conventions differ by market, and members read colour
 * before digits: English-language apps draw gains green and losses red; Taiwanese apps draw gains
 * red and losses green; Japanese brokerages draw gains red and losses blue. Each language gets its
 * readers' convention, everywhere in the app (text, candles, volume bars).
 */
import type { Language } from '@kabuto/i18n';

export type Tone = 'up' | 'down' | 'flat';

export interface TonePalette {
  up: string;
  down: string;
  flat: string;
}

const green = '#0f8a4f';
const red = '#d9342b';
const blue = '#1f5fd1';
const grey = '#6b7487';

export const tonePalettes: Record<Language, TonePalette> = {
  en: { up: green, down: red, flat: grey },
  tw: { up: red, down: green, flat: grey },
  jp: { up: red, down: blue, flat: grey },
};

/** The tone of a signed decimal string: `"1.5"` up, `"-0.20"` down, `"0.00"` (or no number) flat. */
export function toneOf(change: string | null | undefined): Tone {
  const text = (change ?? '').trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(text) || /^[-+]?0+(\.0+)?$/.test(text)) return 'flat';
  return text.startsWith('-') ? 'down' : 'up';
}

/** The colour of a tone in a language's convention. */
export function toneColor(tone: Tone, language: Language): string {
  return tonePalettes[language][tone];
}

/**
 * CSS custom properties for a screen's root, so any element below can say `color: var(--kb-up)`
 * and follow the language without knowing it.
 */
export function toneVariables(language: Language): { [property: `--${string}`]: string } {
  const palette = tonePalettes[language];
  return { '--kb-up': palette.up, '--kb-down': palette.down, '--kb-flat': palette.flat };
}
