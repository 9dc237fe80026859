/**
 * A catalog comes in parts, so the member app downloads at start-up only the texts its first
 * screens need, and each route area's texts together with that area's screens. English gives
 * each part its shape; every language has exactly the same parts, sections and keys.
 */
import type { enMarket } from './en-market';
import type { enOfferings } from './en-offerings';
import type { enRewards } from './en-rewards';
import type { enStartup } from './en-startup';
import type { enTrading } from './en-trading';
import type { enUser } from './en-user';

/** The shape a catalog must have: the same keys, any strings. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export interface CatalogParts {
  /** The app shell, start, onboarding, sign-in, sign-up, home and tabs; errors, fields and shared texts. */
  startup: Shape<typeof enStartup>;
  /** Market lists, search, a stock's detail, news (home shows some of them too). */
  market: Shape<typeof enMarket>;
  /** The order form, positions, a position's detail, day trades. */
  trading: Shape<typeof enTrading>;
  /** The member's own screens: account, settings, passwords, verification, cards, profile, funds. */
  user: Shape<typeof enUser>;
  /** The rewards screen: daily check-in, the referral reward, sharing the invite. */
  rewards: Shape<typeof enRewards>;
  /** The IPO screens: offerings, subscribing, my applications, verifying a draw. */
  offerings: Shape<typeof enOfferings>;
}

export type CatalogPart = keyof CatalogParts;

/** Every part together: what a screen's `t` can look up once its parts are loaded. */
export type Catalog = Shape<
  typeof enStartup & typeof enMarket & typeof enTrading & typeof enUser & typeof enRewards & typeof enOfferings
>;

/** The sections each part holds; a section (`market`, `errors` …) is in exactly one part. */
export const catalogParts: { readonly [P in CatalogPart]: readonly (keyof CatalogParts[P])[] } = {
  startup: [
    'errors',
    'fields',
    'app',
    'languages',
    'tabs',
    'nav',
    'start',
    'onboarding',
    'form',
    'login',
    'register',
    'home',
    'common',
    'funds',
    'messages',
  ],
  market: ['market', 'news'],
  trading: ['order', 'positions', 'positionDetail', 'dayTrading', 'offers', 'taxLines', 'conditional'],
  user: [
    'user',
    'settings',
    'changeLang',
    'photo',
    'password',
    'fundPassword',
    'verification',
    'cards',
    'addCard',
    'profile',
    'currencies',
    'deposit',
    'withdraw',
    'records',
    'exchange',
    'security',
    'loans',
    'copy',
    'support',
    'recovery',
    'tax',
    'proof',
    'documents',
  ],
  rewards: ['rewards'],
  offerings: ['ipo'],
};

/** The part that holds a section, or undefined for a name that is no section. */
export function catalogPartOf(section: string): CatalogPart | undefined {
  return (Object.keys(catalogParts) as CatalogPart[]).find((part) => (catalogParts[part] as readonly string[]).includes(section));
}
