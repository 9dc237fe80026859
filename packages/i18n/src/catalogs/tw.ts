/** Traditional Chinese (Taiwan). */
import type { Catalog } from './parts';
import { twMarket } from './tw-market';
import { twOfferings } from './tw-offerings';
import { twRewards } from './tw-rewards';
import { twStartup } from './tw-startup';
import { twTrading } from './tw-trading';
import { twUser } from './tw-user';

export const tw: Catalog = { ...twStartup, ...twMarket, ...twTrading, ...twUser, ...twRewards, ...twOfferings };
