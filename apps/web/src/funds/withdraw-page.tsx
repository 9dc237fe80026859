/**
 * Withdraw (`/user/withdraw`): to one of the member's cards, an amount within the available
 * balance, confirmed with the fund password. The amount is held at once and paid out after review.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BankCard, UserInfo } from '@kabuto/contracts';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useBankCards } from './api/get-bank-cards';
import { useUserInfo } from '../shared/api/get-user-info';
import { LoadFailed } from '../ui/load-failed';
import { VerificationNeeded } from '../shared/verification-needed';
import { WithdrawDone, type WithdrawOutcome } from './withdraw-done';
import { WithdrawForm } from './withdraw-form';
import { FundPasswordMissing } from './fund-password-missing';
import { fundsPaths } from '../shared/paths/funds-paths';

export function WithdrawPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const cards = useBankCards();
  const [outcome, setOutcome] = useState<WithdrawOutcome | null>(null);
  const failed = info.isError ? info : cards.isError ? cards : null;
  return (
    <Page title={t('withdraw.title')} backTo="/user/usercenter" testId="withdraw-page">
      {outcome ? (
        <WithdrawDone outcome={outcome} />
      ) : failed ? (
        <LoadFailed query={failed} />
      ) : !info.data || !cards.data ? (
        <PageLoading />
      ) : (
        <WithdrawGate info={info.data} cards={cards.data} onDone={setOutcome} />
      )}
    </Page>
  );
}

function WithdrawGate({
  info,
  cards,
  onDone,
}: {
  info: UserInfo;
  cards: readonly BankCard[];
  onDone: (outcome: WithdrawOutcome) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (info.kycStatus !== 'verified') {
    return (
      <VerificationNeeded kycStatus={info.kycStatus} body={t('withdraw.needVerification')} testId="withdraw-need-verification" />
    );
  }
  if (!info.hasFundPassword) return <FundPasswordMissing />;
  if (cards.length === 0) {
    return (
      <StatusView
        tone="info"
        title={t('withdraw.noCards')}
        description={t('withdraw.noCardsBody')}
        action={{ label: t('cards.add'), onClick: () => void navigate(fundsPaths.addCard), testId: 'withdraw-add-card' }}
        testId="withdraw-no-cards"
      />
    );
  }
  return <WithdrawForm info={info} cards={cards} onDone={onDone} />;
}
