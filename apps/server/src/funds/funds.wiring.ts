/** Funds' part of the composition root: deposit channels, deposits, withdrawals and currency exchange, and their calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { ConfigService } from '../settings/config.service';
import type { PasskeysService } from '../identity/passkeys.service';
import type { Bus } from '../market/market-feed.service';
import type { CashOutflowGuard } from '../platform/cash-outflow';
import { joinHoldDescribers, type HoldDescriber } from '../platform/hold-describer';
import { createChannelsService } from './channels.service';
import { createCurrencyExchangeService } from './currency-exchange.service';
import { createDepositsService } from './deposits.service';
import type { EventPublisher } from '../platform/outbox';
import { describeWithdrawalHolds } from './fund-holds';
import { fundsAdminRoutes, fundsRoutes } from './funds.routes';
import { bankCardRoutes } from './bank-cards.routes';
import { createBankCardsService, staffCardsOf } from './bank-cards.service';
import { createWithdrawalsService } from './withdrawals.service';

export interface FundsWiringDependencies {
  db: Database;
  clock: () => Date;
  settings: ConfigService;
  bus: Bus;
  /** SIM_SEED: the simulated exchange rates follow it. */
  seed: string;
  /** A member with a passkey confirms a withdrawal with it (identity). */
  passkeys: PasskeysService;
  /** Told inside an approval's transaction (the rewards domain's hook). */
  /** Where funds tell other domains what happened (an approved deposit). */
  events: EventPublisher;
  /** The check before yen leaves (withdrawals, exchanges out of yen): a loan's collateral (loans). */
  cashOutflow: CashOutflowGuard;
  /** What the other domains' holds are for (offerings, placements, trading), named by each. */
  describeHolds: HoldDescriber;
}

export function wireFunds(dependencies: FundsWiringDependencies) {
  const { db, clock, settings, bus, seed, passkeys, events, cashOutflow } = dependencies;
  const channels = createChannelsService({ db, config: settings });
  const deposits = createDepositsService({ db, clock, config: settings, bus, events });
  const withdrawals = createWithdrawalsService({ db, clock, config: settings, bus, cashOutflow });
  const currencyExchange = createCurrencyExchangeService({ clock, config: settings, seed, cashOutflow });
  const describeHolds = joinHoldDescribers([describeWithdrawalHolds, dependencies.describeHolds]);
  const bankCards = createBankCardsService({
    db,
    clock,
    cooldownHours: async () => Number(await settings.value('withdrawCardCooldownHours')),
  });
  const routeServices = { db, channels, deposits, withdrawals, currencyExchange, passkeys, describeHolds };
  const routes: DomainRoutes = {
    member: ({ router }) => {
      fundsRoutes(router, routeServices);
      bankCardRoutes(router, { db, bankCards, passkeys });
    },
    staff: ({ router }) => fundsAdminRoutes(router, routeServices),
  };
  return {
    routes,
    /** Staff's view of a member's cards (the back office's member detail). */
    staffCardsOf: (memberId: number) => staffCardsOf(db.pool, memberId),
  };
}
