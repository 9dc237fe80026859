/** The member calls of `/funds/...` and the back office's funds and ledger calls. */
import { isRejection } from '@kabuto/domain';
import { adminApi, memberApi } from '@kabuto/contracts';
import type { Database } from '../db/database';
import type { Router } from '../http/router';
import type { MemberPrincipal, StaffPrincipal } from '../platform/principals';
import type { PasskeysService } from '../identity/passkeys.service';
import { auditTrailFor } from '../platform/audit';
import { balancesOf, memberEntries, trialBalance } from '../ledger/ledger.service';
import type { HoldDescriber } from '../platform/hold-describer';
import type { ChannelsService } from './channels.service';
import type { DepositsService } from './deposits.service';
import type { CurrencyExchangeService } from './currency-exchange.service';
import { describedHoldsOf } from './fund-holds';
import { depositQueue, fundRecords, withdrawalQueue } from './funds-lists.repository';
import type { WithdrawalsService } from './withdrawals.service';

export interface FundsServices {
  db: Database;
  channels: ChannelsService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  currencyExchange: CurrencyExchangeService;
  passkeys: PasskeysService;
  /** Names each hold and says where it stands (every domain that places holds). */
  describeHolds: HoldDescriber;
}

export function fundsRoutes(router: Router<MemberPrincipal>, services: FundsServices): void {
  const { db, channels, deposits, withdrawals, currencyExchange } = services;
  router.add(memberApi.depositChannels, () => channels.forMembers());
  router.addMoneyCall(memberApi.deposit, ({ principal, body, scope }) => deposits.request(scope, principal.memberId, body));
  // A member with a passkey confirms a withdrawal with it first (step-up), which the hold's transaction spends; a retry with the same key replays.
  // The checks, the fund password's counted guess among them, run before the call's transaction opens.
  router.addCheckedMoneyCall(
    memberApi.withdraw,
    async ({ principal, body }) => {
      const stepUp = await services.passkeys.requireStepUp(db.pool, principal.memberId, 'withdraw', body.stepUpToken);
      if (isRejection(stepUp)) return stepUp;
      const withdrawal = await withdrawals.check(principal.memberId, body);
      return isRejection(withdrawal) ? withdrawal : { stepUp, withdrawal };
    },
    ({ principal, body, scope, checked }) =>
      withdrawals.request(scope, principal.memberId, body, checked.withdrawal, checked.stepUp),
  );
  router.add(memberApi.rates, async () => currencyExchange.rates());
  router.add(memberApi.exchangeQuote, ({ body }) => currencyExchange.quote(body));
  router.addMoneyCall(memberApi.exchange, ({ principal, body, scope }) =>
    currencyExchange.exchange(scope, principal.memberId, body),
  );
  router.add(memberApi.records, ({ principal, body }) => fundRecords(db.pool, principal.memberId, body));
  router.add(memberApi.holds, ({ principal, language }) =>
    describedHoldsOf(db.pool, services.describeHolds, principal.memberId, language),
  );
}

export function fundsAdminRoutes(router: Router<StaffPrincipal>, services: FundsServices): void {
  const { db, channels, deposits, withdrawals } = services;
  router.add(adminApi.depositsList, ({ body }) => depositQueue(db.pool, body));
  router.add(adminApi.depositsReview, ({ body, principal }) =>
    deposits.review(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.withdrawalsList, ({ body }) => withdrawalQueue(db.pool, body));
  router.add(adminApi.withdrawalsReview, ({ body, principal }) =>
    withdrawals.review(principal.staffId, body, auditTrailFor(principal.staffId)),
  );
  router.add(adminApi.channelsList, () => channels.forStaff());
  router.add(adminApi.channelsSave, ({ body, principal }) => channels.save(body, auditTrailFor(principal.staffId)));
  router.add(adminApi.trialBalance, () => trialBalance(db.pool));
  router.add(adminApi.memberLedger, async ({ body, language }) => ({
    balances: await balancesOf(db.pool, body.userId),
    holds: await describedHoldsOf(db.pool, services.describeHolds, body.userId, language),
    entries: await memberEntries(db.pool, body.userId, body.page),
  }));
}
