/**
 * My bank cards (`/user/BankCard`): each card masked, with the cool-down a new card waits before
 * it can receive withdrawals (and why), removal after a confirmation, and the way to add one.
 * Cards need a verified identity, so an unverified member is sent to verification first.
 */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import type { UserInfo } from '@kabuto/contracts';
import { useConfig } from '../../api/get-config';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useBankCards } from '../api/get-bank-cards';
import { useUserInfo } from '../../shared/api/get-user-info';
import { LoadFailed } from '../../ui/load-failed';
import { VerificationNeeded } from '../../shared/verification-needed';
import { BankCardItem } from './bank-card-item';
import styles from './cards.module.css';
import { fundsPaths } from '../../shared/paths/funds-paths';

export function BankCardsPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Page title={t('cards.title')} backTo="/user/usercenter" testId="bank-cards-page">
      {info.data ? <Cards info={info.data} /> : info.isError ? <LoadFailed query={info} /> : <PageLoading />}
    </Page>
  );
}

function Cards({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();
  const cooldownHours = useConfig().values.withdrawCardCooldownHours ?? '24';

  if (info.kycStatus !== 'verified') {
    return (
      <VerificationNeeded kycStatus={info.kycStatus} body={t('cards.needVerificationBody')} testId="cards-need-verification" />
    );
  }
  if (cards.isError) return <LoadFailed query={cards} />;
  if (!cards.data) return <PageLoading />;
  const addCard = () => void navigate(fundsPaths.addCard);
  if (cards.data.length === 0) {
    return (
      <StatusView
        tone="info"
        title={t('cards.empty')}
        description={t('cards.emptyBody')}
        action={{ label: t('cards.add'), onClick: addCard, testId: 'cards-add' }}
        testId="cards-empty"
      />
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid="cards-list">
        {cards.data.map((card) => (
          <BankCardItem key={card.id} card={card} />
        ))}
      </ul>
      <p className={styles.note} data-testid="cards-cooldown-note">
        {t('cards.cooldownExplain', { hours: cooldownHours })}
      </p>
      <Button block color="primary" fill="outline" size="large" className={styles.add} onClick={addCard} data-testid="cards-add">
        {t('cards.add')}
      </Button>
    </>
  );
}
