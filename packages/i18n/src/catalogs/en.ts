/** English: the reference catalog. Every other catalog has exactly these keys. */
import { enMarket } from './en-market';
import { enOfferings } from './en-offerings';
import { enRewards } from './en-rewards';
import { enStartup } from './en-startup';
import { enTrading } from './en-trading';
import { enUser } from './en-user';
import type { Catalog } from './parts';

export type { Catalog } from './parts';

export const en: Catalog = { ...enStartup, ...enMarket, ...enTrading, ...enUser, ...enRewards, ...enOfferings };
