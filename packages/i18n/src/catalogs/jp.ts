/** Japanese: the default language. */
import { jpMarket } from './jp-market';
import { jpOfferings } from './jp-offerings';
import { jpRewards } from './jp-rewards';
import { jpStartup } from './jp-startup';
import { jpTrading } from './jp-trading';
import { jpUser } from './jp-user';
import type { Catalog } from './parts';

export const jp: Catalog = { ...jpStartup, ...jpMarket, ...jpTrading, ...jpUser, ...jpRewards, ...jpOfferings };
