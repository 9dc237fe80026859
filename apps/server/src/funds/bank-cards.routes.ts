/** The member's bank cards (`/user/bankCards`, `/user/addBankCard`, `/user/removeBankCard`): the accounts withdrawals pay. */
import { memberApi } from '@kabuto/contracts';
import { isRejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { Router } from '../http/router';
import type { PasskeysService } from '../identity/passkeys.service';
import type { MemberPrincipal } from '../platform/principals';
import type { BankCardsService } from './bank-cards.service';

export function bankCardRoutes(
  router: Router<MemberPrincipal>,
  services: { db: Database; bankCards: BankCardsService; passkeys: PasskeysService },
): void {
  const { bankCards } = services;
  router.add(memberApi.bankCards, ({ principal }) => bankCards.list(principal.memberId));
  // A member with a passkey confirms card changes with it first (step-up); the change spends it.
  router.add(memberApi.addBankCard, async ({ principal, body }) => {
    const stepUp = await services.passkeys.requireStepUp(services.db.pool, principal.memberId, 'bankCard', body.stepUpToken);
    return isRejection(stepUp) ? stepUp : bankCards.add(principal.memberId, body, stepUp);
  });
  router.add(memberApi.removeBankCard, async ({ principal, body }) => {
    const stepUp = await services.passkeys.requireStepUp(services.db.pool, principal.memberId, 'bankCard', body.stepUpToken);
    return isRejection(stepUp) ? stepUp : bankCards.remove(principal.memberId, body.id, stepUp);
  });
}
