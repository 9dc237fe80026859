/** The member calls of `/funds/...` and the back office's funds and ledger calls. */
import { isRejection } from '@kabuto/domain';
import { adminApi, memberApi } from '@kabuto/contracts';
import type { Database } from '../db/database';
import type { Router } from '../http/router';
import type { MemberPrincipal } from '../identity/identity.service';
import type { PasskeysService } from '../identity/passkeys.service';
import type { StaffPrincipal } from '../backoffice/staff.service';
import { auditTrailFor } from '../backoffice/audit';
import { balancesOf, holdsOf } from '../ledger/ledger.service';
import { trialBalance } from '../ledger/trial-balance';
import type { ChannelsService } from './channels.service';
import type { DepositsService } from './deposits.service';
import type { ExchangeService } from './exchange.service';
import { depositQueue, fundRecords, memberEntries, withdrawalQueue } from './funds-queries';
import type { WithdrawalsService } from './withdrawals.service';

export interface FundsServices {
  db: Database;
  channels: ChannelsService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  exchange: ExchangeService;
  passkeys: PasskeysService;
}

const moneyCall = { idempotent: true };

export function fundsRoutes(router: Router<MemberPrincipal>, services: FundsServices): void {
  const { db, channels, deposits, withdrawals, exchange } = services;
  router.add(memberApi.depositChannels, () => channels.forMembers());
  router.add(memberApi.deposit, ({ principal, body }) => deposits.request(principal.memberId, body), moneyCall);
  // A member with a passkey confirms a withdrawal with it first (step-up), which the hold's transaction spends; a retry with the same key replays.
  router.add(
    memberApi.withdraw,
    async ({ principal, body }) => {
      const stepUp = await services.passkeys.requireStepUp(principal.memberId, 'withdraw', body.stepUpToken);
      return isRejection(stepUp) ? stepUp : withdrawals.request(principal.memberId, body, stepUp);
    },
    moneyCall,
  );
  router.add(memberApi.rates, async () => exchange.rates());
  router.add(memberApi.exchangeQuote, ({ body }) => exchange.quote(body));
  router.add(memberApi.exchange, ({ principal, body }) => exchange.exchange(principal.memberId, body), moneyCall);
  router.add(memberApi.records, ({ principal, body }) => fundRecords(db.pool, principal.memberId, body));
  router.add(memberApi.holds, ({ principal }) => holdsOf(db.pool, principal.memberId));
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
  router.add(adminApi.memberLedger, async ({ body }) => ({
    balances: await balancesOf(db.pool, body.userId),
    holds: await holdsOf(db.pool, body.userId),
    entries: await memberEntries(db.pool, body.userId, body.page),
  }));
}
